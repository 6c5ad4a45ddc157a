import type { Page } from '@playwright/test';

/**
 * GET `pathname` answers `status` with the API's error body until the returned `recover` is called; every other
 * request goes through.
 */
export async function failGets(
  page: Page,
  pathname: string,
  status: number,
  body: { error: string; code: string },
): Promise<{ recover: () => void }> {
  let isFailing = true;
  await page.route(
    (url) => url.pathname === pathname,
    (route) =>
      isFailing && route.request().method() === 'GET'
        ? route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) })
        : route.fallback(),
  );
  return {
    recover: () => {
      isFailing = false;
    },
  };
}
