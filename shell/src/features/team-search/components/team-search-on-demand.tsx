import { useCallback, useContext, useEffect, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { ConfigProvider } from 'antd';
import { TEAM_SEARCH_INPUT_ID, TEAM_SEARCH_LABEL, TEAM_SEARCH_PLACEHOLDER } from '../model/search-box';
import type { TeamSearchProps } from './team-search';

// The header's search is antd's AutoComplete, a select (rc-select's hooks, its popup and virtual list) that every
// page would render and hydrate for a box nobody has touched yet. Until it is focused or typed into, it is this
// stand-in: AutoComplete's own markup around a plain input, so the page looks the same; the search's code
// (its own chunk) then loads, and the AutoComplete takes over with the text and the caret the box had.
let loading: Promise<ComponentType<TeamSearchProps>> | undefined;
function loadTeamSearch() {
  loading ??= import(/* webpackChunkName: "team-search" */ './team-search').then(
    (module) => module.TeamSearch,
    (error: unknown) => {
      loading = undefined; // the next focus tries again
      throw error;
    },
  );
  return loading;
}

/** The header search, rendered as a plain input until it is first used (the server renders that input too). */
export function TeamSearchOnDemand() {
  const [search, setSearch] = useState<{ TeamSearch: ComponentType<TeamSearchProps>; text: string } | null>(null);
  const box = useRef<HTMLInputElement>(null);
  const asked = useRef(false);
  const load = useCallback(() => {
    if (asked.current) return;
    asked.current = true;
    loadTeamSearch().then(
      (TeamSearch) => {
        const input = box.current;
        if (!input) return;
        // Read and swapped in one task: no keystroke falls between the stand-in and the AutoComplete.
        const focused = document.activeElement === input;
        const { value, selectionStart, selectionEnd, selectionDirection } = input;
        flushSync(() => setSearch({ TeamSearch, text: value }));
        if (!focused) return;
        const real = document.getElementById(TEAM_SEARCH_INPUT_ID);
        if (!(real instanceof HTMLInputElement)) return;
        real.focus();
        real.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
      },
      () => {
        asked.current = false;
      },
    );
  }, []);
  // Focused or typed into before the page was hydrated: no event will tell.
  useEffect(() => {
    const input = box.current;
    if (input && (input.value !== '' || document.activeElement === input)) load();
  }, [load]);

  const { getPrefixCls, theme } = useContext(ConfigProvider.ConfigContext);
  if (search) return <search.TeamSearch initialText={search.text} />;

  // AutoComplete's markup, class for class (team-search-on-demand.test.ts compares the two).
  const select = getPrefixCls('select');
  const input = getPrefixCls('input');
  const cssVar = theme?.cssVar?.key;
  const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');
  return (
    <div
      className={classes(
        select,
        `${select}-outlined`,
        `${select}-auto-complete`,
        `${select}-customize`,
        cssVar,
        `${select}-css-var`,
        `${select}-single`,
        `${select}-customize-input`,
        `${select}-show-search`,
      )}
      style={{ width: '100%' }}
    >
      <div className={`${select}-content`}>
        <span
          className={classes(
            `${input}-affix-wrapper`,
            `${input}-outlined`,
            `${select}-input`,
            cssVar,
            `${input}-css-var`,
          )}
        >
          <span className={`${input}-prefix`}>
            <SearchOutlined />
          </span>
          <input
            ref={box}
            autoComplete="new-password"
            placeholder={TEAM_SEARCH_PLACEHOLDER}
            aria-label={TEAM_SEARCH_LABEL}
            id={TEAM_SEARCH_INPUT_ID}
            type="text"
            // AutoComplete's input names its list (aria-controls) once the list is open; closed, neither has one.
            // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
            role="combobox"
            aria-expanded="false"
            aria-haspopup="listbox"
            aria-autocomplete="list"
            className={input}
            defaultValue=""
            onFocus={load}
            onInput={load}
          />
          <span className={`${input}-suffix`}>
            <button type="button" className={`${input}-clear-icon ${input}-clear-icon-hidden`}>
              <CloseCircleFilled />
            </button>
          </span>
        </span>
      </div>
    </div>
  );
}
