import {loadScript} from '../loadScript';
import {refreshPayLater, type OnsiteMessaging} from './payLaterRefresh';
import {readUuid} from '../tracking/uuid';

type KlarnaWindow = Window & {Klarna?: {OnsiteMessaging?: OnsiteMessaging}};

/** Browser wiring of refreshPayLater: Klarna's Web SDK with its client id, under the page's CSP nonce. */
export function refreshPayLaterPlacements(scriptUrl: string, clientId: string, path: string) {
  return refreshPayLater({
    path,
    uuid: readUuid(document.cookie),
    hasPlacements: Boolean(document.querySelector('klarna-placement')),
    load: () =>
      loadScript(scriptUrl, {
        nonce: document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce,
        dataset: {clientId},
      }),
    messaging: () => (window as KlarnaWindow).Klarna?.OnsiteMessaging,
    log: (message, error) => console.error(message, error),
  });
}
