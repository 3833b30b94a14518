// The partner account page (issue 16 §2): sign up for a partner id and an API key, register origins, read the report.
// It calls the same REST routes a partner's own server would (documented at /rest/docs). The key stays in this
// page's memory only: nothing is stored in the browser, so a reload asks for it again.
import { TEXTS } from './account-texts.js';

const siteOrigin = document.querySelector('meta[name="velvet-site-origin"]').content;
const api = `${siteOrigin}/rest/v1`;
const $ = (selector) => document.querySelector(selector);
let apiKey = null;
let account = null;
let lastReport = null;

const languageOf = (value) => (value && TEXTS[value.slice(0, 2)] ? value.slice(0, 2) : null);
let lang = languageOf(new URLSearchParams(location.search).get('lang')) ?? languageOf(navigator.language) ?? 'en';
const t = (key, values = {}) => (TEXTS[lang][key] ?? TEXTS.en[key] ?? key).replace(/\{(\w+)\}/g, (_all, name) => String(values[name] ?? ''));

function applyLanguage() {
  document.documentElement.lang = lang;
  $('#language').value = lang;
  document.title = `${t('title')} · Velvet widgets`;
  for (const element of document.querySelectorAll('[data-text]')) element.textContent = t(element.dataset.text);
  if (lastReport) renderReport(lastReport);
}

/** Calls the API; resolves with the answer's data or throws { code, field, message } (code NETWORK when nothing came back). */
async function call(method, path, body) {
  let response;
  try {
    response = await fetch(`${api}${path}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw { code: 'NETWORK', field: null };
  }
  const answer = await response.json().catch(() => null);
  if (!response.ok || !answer?.success) throw { code: answer?.code ?? `HTTP ${response.status}`, field: answer?.field ?? null, message: answer?.error ?? '' };
  return answer.data;
}

/** The words for a refused call. */
function problemText(error, context = {}) {
  switch (error.code) {
    case 'PARTNER_KEY_REQUIRED': return t('keyRequired');
    case 'PARTNER_KEY_INVALID': return t('keyInvalid');
    case 'EMAIL_TAKEN': return t('emailTaken');
    case 'RATE_LIMITED': return t('rateLimited');
    case 'NETWORK': return t('network');
    case 'VALIDATION_FAILED': {
      const line = /^body\.origins\.(\d+)$/.exec(error.field ?? '');
      if (line && context.lines) return t('originLine', { line: Number(line[1]) + 1, value: context.lines[Number(line[1])] });
      if (error.field === 'body.name') return t('invalidName');
      if (error.field === 'body.email') return t('invalidEmail');
      if (error.field === 'query.from' || error.field === 'query.to') return t('invalidPeriod');
      return t('generic', { code: `${error.code} ${error.field ?? ''}`.trim() });
    }
    default: return t('generic', { code: error.code });
  }
}

/** Runs a form's call with its button disabled and its error line cleared, then shows a refusal there. */
async function submitting(form, work) {
  const button = form.querySelector('button[type="submit"]');
  const error = form.querySelector('[data-error]');
  button.disabled = true;
  error.textContent = '';
  try {
    await work();
  } catch (problem) {
    error.textContent = problemText(problem, problem.context);
    (form.querySelector('[aria-invalid="true"]') ?? button).focus();
  } finally {
    button.disabled = false;
  }
}

function showAccount(data) {
  account = data;
  $('#start').hidden = true;
  $('#account').hidden = false;
  $('#partner-id').textContent = data.partnerId;
  $('#partner-name').textContent = data.name;
  $('#snippet').textContent = [
    '<script>',
    '  window.velvet=window.velvet||function(){(velvet.q=velvet.q||[]).push(arguments)};',
    `  velvet('init', { w: '${data.partnerId}', ws: 'sidebar', wt: 'banner' });`,
    '</script>',
    `<script async src="${siteOrigin}/loader/velvet-loader.js"></script>`,
    '',
    `${siteOrigin}/?w=${data.partnerId}&ws=sidebar&wt=banner`,
  ].join('\n');
  $('#origins').elements.origins.value = data.origins.join('\n');
  $('#api-example').textContent = `curl -H "Authorization: Bearer vpk_…" "${api}/partner/report?groupBy=day"`;
  $('#api-docs').href = `${siteOrigin}/rest/docs`;
  void loadReport();
}

$('#language').addEventListener('change', (event) => {
  lang = event.target.value;
  applyLanguage();
});

$('#signup').addEventListener('submit', (event) => {
  event.preventDefault();
  const form = event.currentTarget;
  void submitting(form, async () => {
    const name = form.elements.name.value.trim();
    const email = form.elements.email.value.trim();
    form.elements.name.setAttribute('aria-invalid', String(name.length < 2));
    form.elements.email.setAttribute('aria-invalid', String(!form.elements.email.checkValidity() || email === ''));
    if (name.length < 2) throw { code: 'VALIDATION_FAILED', field: 'body.name' };
    if (!form.elements.email.checkValidity() || email === '') throw { code: 'VALIDATION_FAILED', field: 'body.email' };
    const created = await call('POST', '/partner/signup', { name, email });
    apiKey = created.apiKey;
    $('#new-key').textContent = created.apiKey;
    $('#created').hidden = false;
    showAccount(created.account);
    $('#copy-key').focus();
  });
});

$('#login').addEventListener('submit', (event) => {
  event.preventDefault();
  const form = event.currentTarget;
  void submitting(form, async () => {
    apiKey = form.elements.key.value.trim();
    if (!apiKey) throw { code: 'PARTNER_KEY_REQUIRED', field: 'headers.authorization' };
    try {
      showAccount(await call('GET', '/partner/account'));
    } catch (problem) {
      apiKey = null;
      form.elements.key.setAttribute('aria-invalid', 'true');
      throw problem;
    }
  });
});

$('#copy-key').addEventListener('click', async () => {
  await navigator.clipboard?.writeText($('#new-key').textContent).catch(() => undefined);
  $('#copy-key').textContent = t('copied');
});

$('#logout').addEventListener('click', () => location.reload());

$('#origins').addEventListener('submit', (event) => {
  event.preventDefault();
  const form = event.currentTarget;
  const status = form.querySelector('[data-ok]');
  status.textContent = '';
  const lines = form.elements.origins.value.split('\n').map((line) => line.trim()).filter(Boolean);
  void submitting(form, async () => {
    try {
      const data = await call('POST', '/partner/origins', { origins: lines });
      form.elements.origins.setAttribute('aria-invalid', 'false');
      form.elements.origins.value = data.origins.join('\n');
      status.textContent = t('saved', { count: data.origins.length });
    } catch (problem) {
      form.elements.origins.setAttribute('aria-invalid', 'true');
      throw Object.assign(problem, { context: { lines } });
    }
  });
});

const number = (value) => new Intl.NumberFormat(lang).format(value);
const euros = (cents) => new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(cents / 100);

function rowCells(cells) {
  const row = document.createElement('tr');
  cells.forEach((value, index) => {
    const cell = document.createElement(index === 0 ? 'th' : 'td');
    if (index === 0) cell.scope = 'row';
    cell.textContent = value;
    row.append(cell);
  });
  return row;
}

function renderReport(report) {
  const table = $('#report-table');
  const state = $('[data-state="report"]');
  table.querySelector('[data-column="key"]').textContent = t(report.groupBy);
  const figures = (row) => [number(row.visits), number(row.signups), number(row.firstPayments), number(row.payments), number(row.reversals), euros(row.revenueEurCents), number(row.revenueVxc)];
  table.tBodies[0].replaceChildren(...report.rows.map((row) => rowCells([row.key || t('none'), ...figures(row)])));
  table.tFoot.replaceChildren(rowCells([t('total'), ...figures(report.totals)]));
  table.hidden = report.rows.length === 0;
  state.textContent = report.rows.length === 0 ? t('empty') : '';
}

async function loadReport() {
  const form = $('#report');
  const query = new URLSearchParams({ groupBy: form.elements.groupBy.value });
  if (form.elements.from.value) query.set('from', form.elements.from.value);
  if (form.elements.to.value) query.set('to', form.elements.to.value);
  $('[data-state="report"]').textContent = t('loading');
  await submitting(form, async () => {
    try {
      lastReport = await call('GET', `/partner/report?${query}`);
      if (!form.elements.from.value) form.elements.from.value = lastReport.from;
      if (!form.elements.to.value) form.elements.to.value = lastReport.to;
      renderReport(lastReport);
    } catch (problem) {
      $('[data-state="report"]').textContent = '';
      throw problem;
    }
  });
}

$('#report').addEventListener('submit', (event) => {
  event.preventDefault();
  void loadReport();
});

applyLanguage();
