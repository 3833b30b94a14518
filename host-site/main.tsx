import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ageConfirmedInCookies } from '../sdk/consent/age-gate';
import { App } from './app/app';
import { startUp } from './app/start-up';
import { applyBrandTheme } from './app/theme';
import './app/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('Start-up: expected an element with id "root" in index.html, got none');

try {
  const services = startUp(document);
  applyBrandTheme(document, services.brand);
  createRoot(container).render(
    <StrictMode>
      <App services={services} ageConfirmed={ageConfirmedInCookies(document.cookie)} />
    </StrictMode>,
  );
} catch (error) {
  // A bad brand or config is a deployment error: say so on the page instead of leaving it blank.
  container.textContent = error instanceof Error ? error.message : String(error);
  throw error;
}
