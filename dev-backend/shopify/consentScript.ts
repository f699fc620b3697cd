/**
 * The stand-in for Shopify's consent-tracking-api v0.2 (the Customer Privacy API script Hydrogen's
 * useCustomerPrivacy loads from cdn.shopify.com; decision 0125). Like the real one it keeps the
 * page's `window.Shopify.customerPrivacy.config`, answers the consent it read from
 * `_tracking_consent`, and sends `setTrackingConsent` as a `consentManagement` query to
 * `{consentDomain}/api/unstable/graphql.json` with the purposes inlined (variables empty); on
 * success it fires `visitorConsentCollected`, on failure it calls back with `{error, statusCode}`.
 */
export const CONSENT_SCRIPT = `(function () {
  var shopify = (window.Shopify = window.Shopify || {});
  var privacy = (shopify.customerPrivacy = shopify.customerPrivacy || {});
  privacy.config = privacy.config || {};
  function readCookie(name) {
    var match = document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)'));
    return match ? decodeURIComponent(match[1]) : '';
  }
  function purposesOf(cookie) {
    try { return JSON.parse(cookie).con.CMP || {}; } catch (error) { return {}; }
  }
  var cmp = purposesOf(readCookie('_tracking_consent'));
  var label = function (value) { return value === '1' ? 'yes' : value === '0' ? 'no' : ''; };
  privacy.cachedConsent = readCookie('_tracking_consent') || undefined;
  privacy.consentStatus = 'loaded';
  privacy.shouldShowBanner = function () { return false; };
  privacy.currentVisitorConsent = function () {
    return {marketing: label(cmp.m), analytics: label(cmp.a), preferences: label(cmp.p), sale_of_data: label(cmp.s)};
  };
  privacy.analyticsProcessingAllowed = function () { return cmp.a === '1'; };
  privacy.marketingAllowed = function () { return cmp.m === '1'; };
  privacy.preferencesProcessingAllowed = function () { return cmp.p === '1'; };
  privacy.saleOfDataAllowed = function () { return cmp.s === '1'; };
  privacy.setTrackingConsent = function (consent, callback) {
    var fail = function (result) { if (callback) callback(result); else throw result; };
    if (!consent || typeof consent !== 'object' || Object.keys(consent).length === 0) return fail({error: 'setTrackingConsent must be called with at least one consent value'});
    var host = privacy.config.consentDomain || consent.checkoutRootDomain || window.location.host;
    var scheme = /^(localhost|127\\.0\\.0\\.1)(:|$)/.test(host) ? 'http:' : 'https:';
    var purposes = [['marketing', consent.marketing], ['analytics', consent.analytics], ['preferences', consent.preferences], ['saleOfData', consent.sale_of_data]]
      .filter(function (entry) { return typeof entry[1] === 'boolean'; })
      .map(function (entry) { return entry[0] + ':' + entry[1]; });
    var query = 'query { consentManagement { cookies(visitorConsent:{' + purposes.join(',') + '},origReferrer:' + JSON.stringify(document.referrer) +
      ',landingPage:' + JSON.stringify(window.location.pathname) + ') { trackingConsentCookie cookieDomain landingPageCookie origReferrerCookie } customerAccountUrl } }';
    var token = consent.storefrontAccessToken || privacy.config.storefrontAccessToken;
    var headers = {'content-type': 'application/json'};
    if (token) headers['x-shopify-storefront-access-token'] = token;
    return fetch(scheme + '//' + host + '/api/unstable/graphql.json', {method: 'POST', headers: headers, body: JSON.stringify({query: query, variables: {}})})
      .then(function (response) {
        if (!response.ok) { var error = new Error('Server error'); error.cause = {status: response.status}; throw error; }
        return response.json();
      })
      .then(function (body) {
        var cookie = body.data.consentManagement.cookies.trackingConsentCookie;
        privacy.cachedConsent = cookie;
        cmp = purposesOf(cookie);
        document.dispatchEvent(new CustomEvent('visitorConsentCollected', {detail: {
          analyticsAllowed: cmp.a === '1', marketingAllowed: cmp.m === '1', preferencesAllowed: cmp.p === '1', saleOfDataAllowed: cmp.s === '1'
        }}));
        if (callback) callback(null, body);
      })
      .catch(function (error) {
        var result = {error: 'Error while setting storefront API consent: ' + error.message};
        if (error.cause && error.cause.status !== undefined) result.statusCode = error.cause.status;
        fail(result);
      });
  };
  document.dispatchEvent(new CustomEvent('consentTrackingApiLoaded'));
})();
`;
