// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VelvetChatButton } from './index';

describe('VelvetChatButton (React 19 wrapper)', () => {
  it('renders every option as an attribute, so the server HTML carries it', () => {
    const html = renderToString(<VelvetChatButton actorId={7} actorName="Mia" realtime="page" lang="es" apiBase="" linkBase="" className="profile-header__chat" />);
    expect(html).toContain('actor-id="7"');
    expect(html).toContain('actor-name="Mia"');
    expect(html).toContain('realtime="page"');
    expect(html).toContain('lang="es"');
    expect(html).toContain('class="profile-header__chat"');
  });
});
