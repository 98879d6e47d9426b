// What the header's search box says and is called, the same on its stand-in and on antd's AutoComplete.
export const TEAM_SEARCH_INPUT_ID = 'site-search';
export const TEAM_SEARCH_PLACEHOLDER = 'Search teams...';
export const TEAM_SEARCH_LABEL = 'Search teams by name, city or abbreviation';
