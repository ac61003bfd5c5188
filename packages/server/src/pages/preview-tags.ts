/**
 * What a shared link shows in a chat or a post before anyone opens it: a title, a description and
 * an image, as Open Graph tags (and Twitter's card, which reads them too).
 */
export interface Preview {
  readonly title: string;
  readonly description: string;
  /** The page's own path and query, as the link was shared (an invite kept, so it still works). */
  readonly path: string;
}

/** The picture every preview carries (packages/web/public, made by scripts/make-preview-image.mjs). */
export const PREVIEW_IMAGE = { path: '/preview.png', width: 1200, height: 630 } as const;

/** The site's own preview: the lobby, and any page whose link tells nothing more. */
export function sitePreview(path: string): Preview {
  return {
    title: 'Texas 42',
    description:
      'Play Texas 42, the domino game, in your browser: against bots or friends, with your club’s rules.',
    path,
  };
}

/**
 * Text made safe inside an HTML attribute or element: names are typed by people, and a name like
 * `"><script>` must stay a name.
 */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The tags of a preview; `origin` makes the URLs absolute, as link unfurlers require. */
export function previewTags(preview: Preview, origin: string): string {
  const meta = (key: 'property' | 'name', name: string, content: string): string =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;
  const image = `${origin}${PREVIEW_IMAGE.path}`;
  return [
    `<title>${escapeHtml(preview.title)}</title>`,
    meta('name', 'description', preview.description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Texas 42'),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', `${origin}${preview.path}`),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(PREVIEW_IMAGE.width)),
    meta('property', 'og:image:height', String(PREVIEW_IMAGE.height)),
    meta('property', 'og:image:alt', 'Dominoes of Texas 42 on a green table'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    meta('name', 'twitter:image', image),
  ].join('\n    ');
}

/**
 * The built index.html with a preview's tags in place of its own title and description (the
 * build's other tags, its script and styles, stay as they are).
 */
export function pageWithPreview(index: string, preview: Preview, origin: string): string {
  const bare = index
    .replace(/<title>[^<]*<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const tags = previewTags(preview, origin);
  return bare.includes('</head>')
    ? // A function, so a `$&` in a name is not read as a replacement pattern.
      bare.replace('</head>', () => `  ${tags}\n  </head>`)
    : `${tags}\n${bare}`;
}
