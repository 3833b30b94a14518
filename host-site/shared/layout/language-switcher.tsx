import { useId, type ChangeEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { normalizeLanguage } from '../../../sdk/config';
import { switchLanguage } from '../../../sdk/routes';
import { useLanguageName, useSiteT } from '../i18n/use-site-t';
import { useLanguage } from '../page/page-context';
import { useAppServices } from '../services/app-services';

export interface LanguageSwitcherProps {
  className: string;
}

/**
 * A native select of the brand's languages. Choosing one opens the same
 * screen in that language (sdk switchLanguage), e.g. /en/amateur/x/ -> /amateur/x/.
 */
export function LanguageSwitcher({ className }: LanguageSwitcherProps) {
  const id = useId();
  const t = useSiteT();
  const languageName = useLanguageName();
  const language = useLanguage();
  const { brand } = useAppServices();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const target = normalizeLanguage(event.target.value);
    navigate(`${switchLanguage(pathname, target)}${search}`);
  };

  return (
    <div className={className}>
      <label className="language-switcher__label" htmlFor={id}>
        {t('language.label')}
      </label>
      <select className="language-switcher__select" id={id} value={language} onChange={onChange}>
        {brand.languages.map((option) => (
          <option key={option} value={option} lang={option}>
            {languageName(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
