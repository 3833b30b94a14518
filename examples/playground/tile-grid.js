// Tile grid playground: every control sets an attribute on <velvet-tile-grid> as you type.
// A separate file (not inline) so the page runs under a CSP without 'unsafe-inline'.
const form = document.getElementById('controls');
const grid = document.getElementById('grid');
const filterError = document.querySelector('[data-filter-error]');
const log = document.querySelector('[data-log]');
const siteOrigin = document.querySelector('meta[name="velvet-site-origin"]').content;

grid.setAttribute('link-base', siteOrigin);

function apply(name, value) {
  if (name === 'prevent') return;
  if (name === 'filter') {
    if (value.trim() === '') {
      filterError.textContent = '';
      grid.removeAttribute('filter');
      return;
    }
    try {
      JSON.parse(value);
      filterError.textContent = '';
    } catch (error) {
      filterError.textContent = `Not JSON yet: ${error.message}`;
      return;
    }
  }
  if (value === '') grid.removeAttribute(name);
  else grid.setAttribute(name, value);
}

form.addEventListener('input', (event) => apply(event.target.name, event.target.value));
form.addEventListener('submit', (event) => event.preventDefault());

grid.addEventListener('velvet-select', (event) => {
  const { tile, href } = event.detail;
  const cancelled = form.elements.prevent.checked;
  if (cancelled) event.preventDefault();
  log.textContent = `${new Date().toLocaleTimeString()} velvet-select ${tile.kind} #${tile.id} -> ${href}${cancelled ? ' (cancelled)' : ''}\n${log.textContent}`;
});
