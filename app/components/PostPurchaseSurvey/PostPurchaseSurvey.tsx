import {useEffect, useRef} from 'react';
import * as styles from './PostPurchaseSurvey.css';

const TARGET_ID = 'post-purchase-survey';

/**
 * rules:order-states: the post-purchase survey is a third-party script, loaded with the order
 * id (the last '/' segment of the order's id) and the shop; its answer is never
 * shown here. The box keeps its height while the script loads, so nothing below
 * it moves.
 */
export function PostPurchaseSurvey({src, orderId, shop}: {src: string; orderId: string; shop: string}) {
  const loaded = useRef(false);
  useEffect(() => {
    if (loaded.current) return;
    loaded.current = true;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.orderId = orderId;
    script.dataset.shop = shop;
    script.dataset.target = TARGET_ID;
    document.body.append(script);
  }, [src, orderId, shop]);
  return (
    <section
      id={TARGET_ID}
      aria-label="Post-purchase survey"
      data-testid="post-purchase-survey"
      className={styles.box}
    />
  );
}
