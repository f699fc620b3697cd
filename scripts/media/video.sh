#!/usr/bin/env bash
# Builds the shop's demo videos from generated frames: no footage is downloaded.
#
# Picture: calm water at dawn. A still (sky gradient, a low sun glow, hazy hills
# and their mirror image in the water) is drawn once with ffmpeg's `geq`; every
# frame then moves that still with a ripple field (a few travelling sine waves in
# perspective, also `geq`) through `displace`, shades it (`blend=softlight`) and
# adds sun glitter (`blend=screen`). Every wave turns a whole number of times in
# PERIOD seconds, so the animation is periodic: the frame after the last one of
# the loop is the first one, which makes the background video loop seamlessly.
#
# Needs: Debian's ffmpeg (`apt-get install -y ffmpeg`, which brings ffprobe),
# coreutils (od), awk. The title uses Liberation Serif (fonts-liberation) or
# DejaVu Serif (fonts-dejavu-core), found with fc-match; without either the
# title card is left out.
#
# Writes (into dev-backend/media/video/, replacing what was there):
#   rowing/index.m3u8                 HLS master playlist, two renditions
#   rowing/360p/index.m3u8, seg_*.ts  640x360, H.264 Main, ~2 s MPEG-TS segments
#   rowing/720p/index.m3u8, seg_*.ts  1280x720, H.264 Main
#   rowing-cover.jpg                  1280x720 poster (title card frame)
#   background-water.mp4              1280x720 silent seamless loop, +faststart
#   background-water.jpg              its poster (first frame)
#   manifest.json                     bytes per file; duration/resolution/codecs
#
# Usage: bash scripts/media/video.sh     (takes a few minutes on two cores)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="$ROOT/dev-backend/media/video"

for tool in ffmpeg ffprobe od awk; do
  command -v "$tool" >/dev/null || { echo "video.sh: $tool is missing (apt-get install -y ffmpeg)" >&2; exit 1; }
done

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

W=1280 H=720 FPS=25
PERIOD=8        # seconds; length of the background loop
ROWING=10       # seconds; length of the HLS stream (the loop played 1.25 times)
SEG=2           # seconds per HLS segment (one keyframe per segment)
HZ=0.47         # horizon, as a fraction of the height
TAU=6.283185307
FF=(ffmpeg -hide_banner -loglevel error -nostdin -y)

# ---------------------------------------------------------------------------
# 1. The still: sky, sun glow, hills, and their reflection darkening into Deep Sea.
#    geq registers: 0=u 1=v 2=depth below horizon 3=sky coordinate (mirrored
#    under the horizon) 4=hill height 5=hill coverage 6=sun glow 7=colour
still_channel() { # sky-top sky-mid horizon glow hill deep-water
  local pre="st(0,X/W);st(1,Y/H);st(2,max(ld(1)-$HZ,0)/(1-$HZ));\
st(3,if(lt(ld(1),$HZ),ld(1)/$HZ,max(0,1-ld(2)*(1-$HZ)/$HZ*1.15)));\
st(4,0.022+0.012*sin(9*ld(0)+1.1)+0.008*sin(23*ld(0)+0.3)+0.004*sin(57*ld(0))-0.09*max(0,ld(0)-0.38));\
st(5,gt(ld(4),0)*clip((ld(3)-1+ld(4)/$HZ)*$HZ*$H/1.6,0,1));\
st(6,exp(-(pow((ld(0)-0.63)*2.4,2)+pow((ld(3)-0.97)*4.2,2))));"
  echo "${pre}st(7,if(lt(ld(3),0.62),$1+($2-$1)*pow(ld(3)/0.62,1.3),$2+($3-$2)*(ld(3)-0.62)/0.38)+$4*ld(6)*0.32);\
st(7,ld(7)*(1-0.5*ld(5))+$5*0.5*ld(5));\
clip(if(lt(ld(1),$HZ),ld(7),ld(7)*(0.80-0.62*pow(ld(2),0.8))+$6*(0.20+0.62*pow(ld(2),0.8))),0,255)"
}
echo "· still"
"${FF[@]}" -f lavfi -i "color=black:s=${W}x${H}:d=1,format=gbrp" \
  -vf "geq=r='$(still_channel 24 188 244 255 70 6)':g='$(still_channel 66 136 222 214 92 52)':b='$(still_channel 90 122 198 168 110 72)'" \
  -frames:v 1 "$WORK/still.png"

# ---------------------------------------------------------------------------
# 2. The ripples, one geq at quarter size whose three planes are three maps:
#    r = vertical displacement (128 = none), g = sun glitter, b = shading.
#    registers: 0=x from centre 1=depth 2=perspective distance 3=wave slope
waves="st(0,X/W-0.5);st(1,max(Y/H-$HZ,0)/(1-$HZ));st(2,1/(ld(1)+0.045));\
st(3,0.50*sin(2.2*ld(2)+0.6*sin(1.3*ld(0)*ld(2)+$TAU*T/$PERIOD+0.5)-$TAU*2*T/$PERIOD)\
+0.30*sin(3.9*ld(2)+1.9*ld(0)*ld(2)-$TAU*3*T/$PERIOD+1.3)\
+0.20*sin(7.3*ld(2)-2.9*ld(0)*ld(2)-$TAU*5*T/$PERIOD+0.4)\
+0.14*sin(13.1*ld(2)+5.3*ld(0)*ld(2)-$TAU*7*T/$PERIOD+2.2));"
DISP="${waves}if(lte(ld(1),0),128,clip(128+ld(3)*(0.8+15*pow(ld(1),1.3)),0,255))"
GLIT="${waves}if(lte(ld(1),0),0,clip(330*exp(-pow((ld(0)-0.13)/(0.02+0.24*ld(1)),2))*pow(max(ld(3),0),3)*(1-0.6*ld(1)),0,255))"
SHADE="${waves}if(lte(ld(1),0),128,clip(128+ld(3)*60*(0.35+0.65*ld(1))*min(1,ld(1)*25),0,255))"

FRAMES=$((PERIOD * FPS))
echo "· water loop ($FRAMES frames)"
"${FF[@]}" -loop 1 -framerate "$FPS" -i "$WORK/still.png" \
  -f lavfi -i "color=gray:s=$((W / 2))x$((H / 2)):r=$FPS,format=gbrp" \
  -f lavfi -i "color=0x808080:s=${W}x${H}:r=$FPS,format=gbrp" \
  -filter_complex "[1]geq=r='$DISP':g='$GLIT':b='$SHADE',scale=$W:$H:flags=bicubic,format=gbrp,extractplanes=r+g+b[d][g][s];\
[d]format=gbrp[dm];[0]format=gbrp[still];[still][2][dm]displace=edge=smear[moved];\
[s]format=gbrp[sm];[moved][sm]blend=all_mode=softlight[shaded];\
[g]gblur=sigma=1.0,format=gbrp,colorchannelmixer=rr=1:gg=0.86:bb=0.70[glitter];\
[shaded][glitter]blend=all_mode=screen,vignette=angle=PI/6,format=yuv420p[v]" \
  -map "[v]" -frames:v "$FRAMES" -c:v libx264 -preset veryfast -crf 6 "$WORK/water.mkv"

# ---------------------------------------------------------------------------
# 3. The title card over the stream: fades in at 0.8 s, out by 7.7 s.
FONT=""
for family in "Liberation Serif" "DejaVu Serif"; do
  if command -v fc-match >/dev/null && [ "$(fc-match -f '%{family}' "$family" 2>/dev/null)" = "$family" ]; then
    FONT="$(fc-match -f '%{file}' "$family")"
    break
  fi
done
printf 'Keel — row on calm water' >"$WORK/title.txt"
TITLE="null"
if [ -n "$FONT" ]; then
  TITLE="drawtext=fontfile='$FONT':textfile='$WORK/title.txt':fontsize=54:fontcolor=0xF6EFE6\
:shadowcolor=0x063448@0.35:shadowx=0:shadowy=2:x=(w-tw)/2:y=h*0.17\
:alpha='if(lt(t,0.8),0,if(lt(t,2),(t-0.8)/1.2,if(lt(t,6.5),1,if(lt(t,7.7),(7.7-t)/1.2,0))))'"
else
  echo "· no Liberation Serif or DejaVu Serif: the stream has no title card" >&2
fi
echo "· rowing master (${ROWING} s)"
"${FF[@]}" -stream_loop 1 -i "$WORK/water.mkv" -vf "$TITLE" -t "$ROWING" \
  -c:v libx264 -preset veryfast -crf 6 -pix_fmt yuv420p "$WORK/rowing.mkv"

# ---------------------------------------------------------------------------
# 4. Outputs.
rm -rf "$OUT/rowing" "$OUT/rowing-cover.jpg" "$OUT/background-water.mp4" "$OUT/background-water.jpg" "$OUT/manifest.json"
mkdir -p "$OUT/rowing"
X264=(-c:v libx264 -preset slow -profile:v main -pix_fmt yuv420p -an -sn -dn -map_metadata -1
  -fflags +bitexact -flags:v +bitexact -threads 2)

echo "· background-water.mp4"
"${FF[@]}" -i "$WORK/water.mkv" "${X264[@]}" -level:v 3.1 -crf 23 -maxrate 800k -bufsize 1600k \
  -g $((FPS * 2)) -movflags +faststart "$OUT/background-water.mp4"
"${FF[@]}" -i "$WORK/water.mkv" -frames:v 1 -q:v 3 "$OUT/background-water.jpg"
"${FF[@]}" -ss 4 -i "$WORK/rowing.mkv" -frames:v 1 -q:v 3 "$OUT/rowing-cover.jpg"

rendition() { # name width height level maxrate crf
  local dir="$OUT/rowing/$1"
  mkdir -p "$dir"
  echo "· rowing/$1"
  "${FF[@]}" -i "$WORK/rowing.mkv" -vf "scale=$2:$3:flags=lanczos" "${X264[@]}" -level:v "$4" -crf "$6" \
    -maxrate "$5" -bufsize "$((${5%k} * 2))k" -g $((FPS * SEG)) -keyint_min $((FPS * SEG)) -sc_threshold 0 \
    -f hls -hls_time "$SEG" -hls_playlist_type vod -hls_flags independent_segments \
    -hls_segment_type mpegts -hls_segment_filename "$dir/seg_%03d.ts" "$dir/index.m3u8"
}
rendition 360p 640 360 3.0 300k 23
rendition 720p 1280 720 3.1 900k 23

# RFC 6381 codec string from the stream's first SPS (profile, constraints, level).
codecs_of() {
  local hex
  hex="$(ffmpeg -hide_banner -loglevel error -nostdin -i "$1" -map 0:v:0 -c copy -frames:v 1 -f h264 - | od -An -v -tx1 | tr -d ' \n')"
  hex="${hex#*00000167}"
  echo "avc1.${hex:0:6}"
}
probe() { # file entry → value
  ffprobe -v error -select_streams v:0 -show_entries "$2" -of default=nw=1:nk=1 "$1" | awk 'NR == 1'
}
bytes() { wc -c <"$1" | tr -d ' '; }
# Sum of #EXTINF in a media playlist.
playlist_duration() { awk -F'[:,]' '/^#EXTINF:/ {s += $2} END {printf "%.3f", s}' "$1"; }
# Peak and average bits per second over a media playlist's segments.
playlist_rates() {
  local dir; dir="$(dirname "$1")"
  local peak=0 total=0 seconds=0 d f b
  while IFS= read -r line; do
    case "$line" in
      '#EXTINF:'*) d="${line#\#EXTINF:}"; d="${d%%,*}" ;;
      '#'* | '') ;;
      *) f="$dir/$line"; b="$(bytes "$f")"
         peak="$(awk -v p="$peak" -v b="$b" -v d="$d" 'BEGIN {r = b * 8 / d; printf "%d", (r > p ? r + 0.999 : p)}')"
         total=$((total + b)); seconds="$(awk -v s="$seconds" -v d="$d" 'BEGIN {print s + d}')" ;;
    esac
  done <"$1"
  echo "$peak $(awk -v t="$total" -v s="$seconds" 'BEGIN {printf "%d", t * 8 / s + 0.999}')"
}

echo "· rowing/index.m3u8"
{
  echo "#EXTM3U"
  echo "#EXT-X-VERSION:3"
  echo "#EXT-X-INDEPENDENT-SEGMENTS"
  for r in 360p 720p; do
    pl="$OUT/rowing/$r/index.m3u8"
    read -r peak avg < <(playlist_rates "$pl")
    first="$OUT/rowing/$r/$(awk '!/^#/ && NF {print; exit}' "$pl")"
    res="$(probe "$first" stream=width)x$(probe "$first" stream=height)"
    echo "#EXT-X-STREAM-INF:BANDWIDTH=$peak,AVERAGE-BANDWIDTH=$avg,RESOLUTION=$res,FRAME-RATE=$FPS.000,CODECS=\"$(codecs_of "$first")\""
    echo "$r/index.m3u8"
  done
} >"$OUT/rowing/index.m3u8"

# ---------------------------------------------------------------------------
# 5. manifest.json
entry() { # path [duration resolution codecs]
  local f="$OUT/$1"
  printf '    "%s": {"bytes": %s' "$1" "$(bytes "$f")"
  if [ $# -gt 1 ]; then printf ', "duration": %s, "resolution": "%s", "codecs": "%s"' "$2" "$3" "$4"; fi
  printf '}'
}
video_entry() { # path
  local f="$OUT/$1" d
  d="$(ffprobe -v error -show_entries format=duration -of default=nw=1:nk=1 "$f")"
  entry "$1" "$(awk -v d="$d" 'BEGIN {printf "%.3f", d}')" "$(probe "$f" stream=width)x$(probe "$f" stream=height)" "$(codecs_of "$f")"
}
image_entry() { # path
  local f="$OUT/$1"
  printf '    "%s": {"bytes": %s, "resolution": "%s"}' "$1" "$(bytes "$f")" "$(probe "$f" stream=width)x$(probe "$f" stream=height)"
}
echo "· manifest.json"
{
  lines=()
  master_codecs="$(grep -o 'CODECS="[^"]*"' "$OUT/rowing/index.m3u8" | cut -d'"' -f2 | paste -sd, -)"
  lines+=("$(entry rowing/index.m3u8 "$(playlist_duration "$OUT/rowing/360p/index.m3u8")" "1280x720" "$master_codecs")")
  for r in 360p 720p; do
    pl="$OUT/rowing/$r/index.m3u8"
    first="$OUT/rowing/$r/$(awk '!/^#/ && NF {print; exit}' "$pl")"
    lines+=("$(entry "rowing/$r/index.m3u8" "$(playlist_duration "$pl")" \
      "$(probe "$first" stream=width)x$(probe "$first" stream=height)" "$(codecs_of "$first")")")
    while IFS= read -r seg; do
      lines+=("$(video_entry "rowing/$r/$seg")")
    done < <(grep -v '^#' "$pl")
  done
  lines+=("$(image_entry rowing-cover.jpg)")
  lines+=("$(video_entry background-water.mp4)")
  lines+=("$(image_entry background-water.jpg)")
  echo "{"
  echo '  "generatedBy": "scripts/media/video.sh",'
  echo "  \"loop\": {\"file\": \"background-water.mp4\", \"periodSeconds\": $PERIOD},"
  echo '  "files": {'
  last=$((${#lines[@]} - 1))
  for i in "${!lines[@]}"; do
    if [ "$i" -lt "$last" ]; then echo "${lines[$i]},"; else echo "${lines[$i]}"; fi
  done
  echo "  }"
  echo "}"
} >"$OUT/manifest.json"

du -sh "$OUT/rowing" "$OUT/background-water.mp4"
echo "done: $OUT"
