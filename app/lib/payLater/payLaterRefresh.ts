/**
 * rules:pricing-pay-later: refreshing the pay-later placements after each navigation
 * (loaded with the other third-party code after idle, never in the first load).
 */

/** The provider's name in rules:pricing-pay-later's HY-S5030 line (decision 0056: Klarna On-Site Messaging). */
export const PAY_LATER_PROVIDER_NAME = 'Klarna';

/** rules:pricing-pay-later HY-S5030. */
export function refreshFailedMessage(path: string, uuid: string | null): string {
  return `HY-S5030 [${PAY_LATER_PROVIDER_NAME} API] - Refresh failed on ${path} for user ${uuid ?? 'unknown'}`;
}

export interface OnsiteMessaging {
  refresh(): void | Promise<void>;
}

/**
 * rules:pricing-pay-later: after every navigation, load the provider's script once (after
 * idle) and refresh its placements; rules:pricing-pay-later: a failed load or refresh logs
 * HY-S5030 with the path and the visitor's uuid. The browser's parts are
 * passed in, so the rule is tested without a DOM.
 */
export async function refreshPayLater(options: {
  path: string;
  uuid: string | null;
  hasPlacements: boolean;
  load: () => Promise<void>;
  messaging: () => OnsiteMessaging | undefined;
  log: (message: string, error: unknown) => void;
}): Promise<'refreshed' | 'none' | 'failed'> {
  if (!options.hasPlacements) return 'none';
  try {
    await options.load();
    const messaging = options.messaging();
    if (!messaging) throw new Error(`${PAY_LATER_PROVIDER_NAME}.OnsiteMessaging is missing`);
    await messaging.refresh();
    return 'refreshed';
  } catch (error) {
    options.log(refreshFailedMessage(options.path, options.uuid), error);
    return 'failed';
  }
}
