import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** Dockside's mark: a dock with a parcel on it, in the one colour of the brand. */
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="176" height="40" viewBox="0 0 176 40">
<rect x="2" y="26" width="32" height="5" rx="1" fill="#0b6e4f"/><rect x="6" y="31" width="3" height="7" fill="#0b6e4f"/><rect x="27" y="31" width="3" height="7" fill="#0b6e4f"/>
<rect x="10" y="10" width="16" height="14" rx="1.5" fill="none" stroke="#0b6e4f" stroke-width="3"/><path d="M10 16h16" stroke="#0b6e4f" stroke-width="2"/>
<text x="42" y="28" font-family="Helvetica, Arial, sans-serif" font-size="22" font-weight="700" fill="#ffffff">Dockside API</text>
</svg>`;

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0b6e4f"/>
<rect x="9" y="7" width="14" height="12" rx="1.5" fill="none" stroke="#fff" stroke-width="3"/><rect x="5" y="22" width="22" height="4" fill="#fff"/></svg>`;

/**
 * The browser of the OpenAPI document at /docs: Dockside's name, mark and icon (not the framework's),
 * and nothing fetched from another origin (no online validator badge).
 */
export async function registerApiBrowser(app: FastifyInstance): Promise<void> {
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    validatorUrl: false,
    logo: { type: 'image/svg+xml', content: Buffer.from(LOGO), href: '/docs', target: '_self' },
    theme: {
      title: 'Dockside API',
      favicon: [{ filename: 'favicon.svg', rel: 'icon', type: 'image/svg+xml', sizes: 'any', content: Buffer.from(FAVICON) }],
    },
  });
}
