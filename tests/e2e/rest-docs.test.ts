// DESIGN.md: "`@fastify/swagger` turns them into OpenAPI at `/rest/docs/json`, with a UI at `/rest/docs`."
// The UI runs under the site's own strict CSP (scripts from 'self' only, no 'unsafe-eval'): a violation
// or an error in the page fails the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, screenshot, startVelvet, type Velvet } from './harness';

describe('the REST API documentation', () => {
  let velvet: Velvet;
  beforeAll(async () => {
    velvet = await startVelvet();
  });
  afterAll(async () => velvet?.close());

  it('shows every operation of /rest/docs/json in Swagger UI, under the site CSP without a violation', async () => {
    const openapi = (await (await fetch(`${velvet.urls.site}/rest/docs/json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.values(openapi.paths).reduce((sum, methods) => sum + Object.keys(methods).length, 0);
    expect(operations).toBeGreaterThan(60);

    const { page, problems, close } = await openPage(velvet);
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`));
    });
    const response = await page.goto(`${velvet.urls.site}/rest/docs`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    await page.locator('.opblock').first().waitFor();
    expect(await page.locator('.opblock').count()).toBe(operations);
    // Opening an operation renders its schemas: ErrorBody with code and field among them.
    await page.locator('.opblock-summary', { hasText: '/rest/v1/guest/login' }).first().click();
    await page.locator('.responses-table').first().waitFor();
    await screenshot(page, 'rest-docs');
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });
});
