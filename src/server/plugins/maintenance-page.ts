import { SWITCH_MESSAGES } from '../../core/index.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The Czech page every public page answers in maintenance mode (self-contained: no script, no stylesheet). */
export function maintenancePage(siteName: string): string {
  const name = escapeHtml(siteName);
  return `<!doctype html>
<html lang="cs">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Probíhá údržba – ${name}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a}
main{max-width:32rem;padding:2rem;text-align:center}
h1{font-size:1.75rem;margin:0 0 1rem}
p{line-height:1.5;margin:0 0 .75rem}
@media (prefers-color-scheme:dark){body{background:#0f172a;color:#f1f5f9}}
</style>
</head>
<body>
<main>
<h1>Probíhá údržba</h1>
<p>${escapeHtml(SWITCH_MESSAGES.maintenance)}</p>
<p>${name}</p>
</main>
</body>
</html>
`;
}
