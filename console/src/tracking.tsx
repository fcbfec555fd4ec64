// Carriers' public tracking pages (docs/admin-api.md "Carriers"): a template with `{tracking_number}`.

const PLACEHOLDER = '{tracking_number}';

/** Whether a link leads to an https page (what Dockside accepts of a tracking page template). */
function isHttps(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * A carrier's tracking page for one number: the template filled in as Dockside fills it (the number
 * URL-encoded), or null when the template would be refused (not https, no `{tracking_number}`).
 */
export function trackingPage(template: string | null | undefined, number: string | null | undefined): string | null {
  if (!template || !number || !template.includes(PLACEHOLDER)) return null;
  const url = template.replaceAll(PLACEHOLDER, encodeURIComponent(number));
  return isHttps(url) ? url : null;
}

/** A tracking number, linked to its tracking page (opened in a new tab) when there is an https one; a dash for none. */
export function TrackingLink({ href, number }: { href: string | null | undefined; number: string | null | undefined }) {
  if (!number) return <>—</>;
  return href && isHttps(href) ? (
    <a href={href} target="_blank" rel="noreferrer noopener">
      {number}
    </a>
  ) : (
    number
  );
}
