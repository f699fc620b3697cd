import {AdaptiveVideo} from '~/components/Video/AdaptiveVideo';

/**
 * The VIDEO modal (rules:content-fields modal kinds): the adaptive-streaming player for a
 * CTA's videoModal, playing as soon as it opens (the click that opened it
 * allows sound). Closing the modal unmounts the player, which stops it.
 */
export default function VideoView({props}: {props: Record<string, unknown>; close: () => void}) {
  const url = typeof props.url === 'string' ? props.url : null;
  if (!url) return <p>This video is not available.</p>;
  return (
    <AdaptiveVideo
      src={url}
      title={String(props.title ?? 'Video')}
      poster={typeof props.poster === 'string' ? props.poster : null}
      captions={typeof props.captions === 'string' ? props.captions : null}
      autoPlay
    />
  );
}
