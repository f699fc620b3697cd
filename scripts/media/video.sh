#!/usr/bin/env bash
# Generates the shop's videos from scratch (no footage from anywhere): calm water at dawn,
# drawn by ffmpeg filters. Needs Debian's ffmpeg (apt-get install ffmpeg); the outputs are
# committed, so the app and the tests never need ffmpeg.
#   dev-backend/media/video/rowing/            HLS: master playlist, 360p and 720p renditions, 2 s segments
#   dev-backend/media/video/rowing-cover.jpg   its poster
#   dev-backend/media/video/background-water.mp4  a silent 6 s loop (periodic, so the loop is seamless)
#   dev-backend/media/video/background-water.jpg  its poster
set -euo pipefail
cd "$(dirname "$0")/../../dev-backend/media/video"
rm -rf rowing && mkdir -p rowing/360p rowing/720p

# Water: a dawn sky over a river whose ripples move with a 6 s period (sin of 2*pi*T/6).
WATER="geq=r='if(lt(Y,H*0.55), 240-110*Y/(H*0.55), 40+25*sin(2*PI*(X/90+T/6)+Y/14)*exp(-(Y-H*0.55)/(H*0.9))+30*(Y-H*0.55)/H)':g='if(lt(Y,H*0.55), 196-60*Y/(H*0.55), 95+20*sin(2*PI*(X/90+T/6)+Y/14)*exp(-(Y-H*0.55)/(H*0.9))+20*(Y-H*0.55)/H)':b='if(lt(Y,H*0.55), 160+40*Y/(H*0.55), 120+25*sin(2*PI*(X/90+T/6)+Y/14)*exp(-(Y-H*0.55)/(H*0.9)))'"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf

# The rowing clip: 8 s of water with a short title card.
ffmpeg -loglevel error -y -f lavfi -i "color=c=black:s=640x360:r=25:d=8,format=rgb24,${WATER},format=yuv420p" \
  -vf "drawtext=fontfile=${FONT}:text='Keel':fontcolor=white:fontsize=42:x=(w-tw)/2:y=h*0.28:alpha='if(lt(t,1),t,if(lt(t,5),1,max(0,6-t)))',drawtext=fontfile=${FONT}:text='Row on calm water':fontcolor=white:fontsize=18:x=(w-tw)/2:y=h*0.28+56:alpha='if(lt(t,1.5),max(0,t-0.5),if(lt(t,5),1,max(0,6-t)))',scale=1280:720:flags=bicubic" \
  -c:v libx264 -profile:v main -pix_fmt yuv420p -crf 20 -g 50 -an /tmp/keel-rowing-master.mp4

for rendition in "360p 640 360 300k" "720p 1280 720 900k"; do
  set -- $rendition
  ffmpeg -loglevel error -y -i /tmp/keel-rowing-master.mp4 -vf "scale=$2:$3" -c:v libx264 -profile:v main -pix_fmt yuv420p \
    -b:v "$4" -maxrate "$4" -bufsize "$4" -g 50 -keyint_min 50 -sc_threshold 0 -an \
    -f hls -hls_time 2 -hls_playlist_type vod -hls_segment_filename "rowing/$1/seg_%03d.ts" "rowing/$1/index.m3u8"
done
cat > rowing/index.m3u8 <<'M3U8'
#EXTM3U
#EXT-X-VERSION:3
#EXT-X-STREAM-INF:BANDWIDTH=360000,AVERAGE-BANDWIDTH=300000,RESOLUTION=640x360,CODECS="avc1.4d401e"
360p/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=1080000,AVERAGE-BANDWIDTH=900000,RESOLUTION=1280x720,CODECS="avc1.4d401f"
720p/index.m3u8
M3U8
ffmpeg -loglevel error -y -ss 2.5 -i /tmp/keel-rowing-master.mp4 -frames:v 1 -q:v 4 rowing-cover.jpg

# The background loop: exactly one 6 s period of the water, so the last frame leads into the first.
ffmpeg -loglevel error -y -f lavfi -i "color=c=black:s=640x360:r=25:d=6,format=rgb24,${WATER},format=yuv420p,scale=1280:720:flags=bicubic" \
  -c:v libx264 -profile:v main -pix_fmt yuv420p -crf 26 -g 75 -an -movflags +faststart background-water.mp4
ffmpeg -loglevel error -y -i background-water.mp4 -frames:v 1 -q:v 4 background-water.jpg
rm -f /tmp/keel-rowing-master.mp4
ls -la . rowing rowing/*
