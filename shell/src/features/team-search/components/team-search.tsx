import { useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { Flex, Input, Typography } from 'antd';
import AutoComplete from 'antd/es/auto-complete';
import { skipToken } from '@reduxjs/toolkit/query';
import { useNavigate } from 'react-router-dom';
import { useTeamsOfEveryLeagueQuery } from '@vantage/client/sports-api';
import { LEAGUE_LABELS, LEAGUES, type League } from '@vantage/contracts/sports-rules';
import { trendsPath } from '@vantage/contracts/ui-routes';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { TEAM_SEARCH_INPUT_ID, TEAM_SEARCH_LABEL, TEAM_SEARCH_PLACEHOLDER } from '../model/search-box';

const MIN_QUERY_LENGTH = 2;

export interface TeamSearchProps {
  /** What was typed into the box before this code had loaded (its stand-in's text). */
  initialText?: string;
}

/** The header search: every league's teams by name, city or code; picking one opens its season in its league's trends. */
export function TeamSearch({ initialText = '' }: TeamSearchProps) {
  const navigate = useNavigate();
  const [text, setText] = useState(initialText);
  const query = useDebouncedValue(text.trim(), 250);
  // Errors stay quiet: the box simply offers nothing.
  const { currentData: teams = [], isSuccess } = useTeamsOfEveryLeagueQuery(
    query.length >= MIN_QUERY_LENGTH ? query : skipToken,
  );

  // An option's value is 'league:CODE' (the same code can name teams of two leagues).
  const open = (value: string) => {
    const [league, code] = value.split(':') as [League, string];
    setText('');
    navigate(`${trendsPath(league)}?team=${encodeURIComponent(code)}`);
  };

  return (
    <AutoComplete
      // The select puts its own id on the input: give it ours here.
      id={TEAM_SEARCH_INPUT_ID}
      value={text}
      onChange={setText}
      onSelect={open}
      defaultActiveFirstOption
      // Text typed before this code loaded offers its teams at once, as if typed here.
      defaultOpen={initialText.trim().length >= MIN_QUERY_LENGTH}
      style={{ width: '100%' }}
      popupMatchSelectWidth={false}
      notFoundContent={isSuccess && query.length >= MIN_QUERY_LENGTH ? 'No teams found' : null}
      options={LEAGUES.flatMap((league) => {
        const ofLeague = teams.filter((team) => team.sport === league);
        return ofLeague.length === 0
          ? []
          : [
              {
                label: LEAGUE_LABELS[league],
                options: ofLeague.map((team) => ({
                  value: `${league}:${team.code}`,
                  label: (
                    <Flex justify="space-between" gap={16}>
                      <span>{team.name}</span>
                      {/* The division names its conference ("AL East"): "AL AL East" said it twice. */}
                      <Typography.Text type="secondary">{team.division || team.league}</Typography.Text>
                    </Flex>
                  ),
                })),
              },
            ];
      })}
    >
      <Input
        prefix={<SearchOutlined />}
        placeholder={TEAM_SEARCH_PLACEHOLDER}
        aria-label={TEAM_SEARCH_LABEL}
        allowClear
      />
    </AutoComplete>
  );
}
