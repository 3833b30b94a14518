import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { buildPath } from '../../../sdk/routes';
import { SEARCH_SCREEN_OF_TYPE } from '../../../sdk/search/result-page';
import { normalizePattern } from '../../../sdk/search/rules';
import { MAX_SEARCH_PATTERN_LENGTH, type SearchByTypeType } from '../../../sdk/search/types';
import { useSiteT } from '../../shared/i18n/use-site-t';
import { useLanguage } from '../../shared/page/page-context';
import '../../shared/components/text-field.css';

/** Searches again on the same result page type: the pattern goes into the path (the address is the search). */
export function SearchForm({ type, pattern }: { type: SearchByTypeType; pattern: string }) {
  const t = useSiteT();
  const language = useLanguage();
  const navigate = useNavigate();
  const [text, setText] = useState(pattern);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = normalizePattern(text);
    if (next !== '') void navigate(buildPath(SEARCH_SCREEN_OF_TYPE[type], { searchPattern: next }, language));
  };
  return (
    <form className="search-form" role="search" onSubmit={submit}>
      <label className="search-form__label" htmlFor="search-page-input">{t('search.form.label')}</label>
      <input id="search-page-input" className="text-field search-form__input" type="search" name="q" value={text} maxLength={MAX_SEARCH_PATTERN_LENGTH}
        placeholder={t('search.form.placeholder')} autoComplete="off" enterKeyHint="search" onChange={(event) => setText(event.target.value)} />
      <button className="button search-form__submit" type="submit">{t('search.form.submit')}</button>
    </form>
  );
}
