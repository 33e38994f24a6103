import { Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Variant, YakuFrequencies } from '@mahjong/shared';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from '../../../components/charts/ChartFigure.tsx';
import { tooltipStyle, useChartTheme } from '../../../components/charts/chart-theme.ts';
import { patternName, yakuName } from '../../../lib/i18n/yaku-words.ts';
import { formatShare } from '../../../lib/stat-format.ts';

interface YakuChartProps {
  variant: Variant;
  frequencies: YakuFrequencies;
}

/** Room for one bar of the horizontal chart. */
const BAR_HEIGHT = 28;

/**
 * How often each yaku (riichi) or pattern (Hong Kong) was in the hands won with them recorded, most
 * frequent first; the hands recorded with their value alone are said beside it, never guessed.
 */
export function YakuChart({ variant, frequencies }: YakuChartProps) {
  const { t } = useLingui();
  const theme = useChartTheme();
  const riichi = variant === 'jp';
  const name = riichi ? yakuName : patternName;
  const title = riichi ? t`Yaku in hands won` : t`Patterns in hands won`;
  const { recordedWins, unrecordedWins } = frequencies;
  const allWins = recordedWins + unrecordedWins;
  const data = frequencies.items.map((item) => ({
    name: item.yakuman ? `${name(item.id)} ★` : name(item.id),
    percent: (item.share ?? 0) * 100,
    share: item.share,
    wins: item.wins,
    times: item.times,
    yakuman: item.yakuman,
  }));
  const recordedLine = riichi
    ? plural(allWins, {
        one: `${recordedWins} of # hand won was recorded with its yaku.`,
        other: `${recordedWins} of # hands won were recorded with their yaku; the shares are of those.`,
      })
    : plural(allWins, {
        one: `${recordedWins} of # hand won was recorded with its patterns.`,
        other: `${recordedWins} of # hands won were recorded with their patterns; the shares are of those.`,
      });
  const limitName = riichi ? t`Yakuman` : t`Limit hand`;
  return (
    <Stack gap="2">
      {data.length === 0 ? (
        <Stack as="section" gap="2" aria-label={title}>
          <Text fontWeight="semibold">{title}</Text>
          <Text color="fg.muted">
            {riichi
              ? t`No hand won was recorded with its yaku.`
              : t`No hand won was recorded with its patterns.`}
          </Text>
        </Stack>
      ) : (
        <ChartFigure
          title={title}
          csvName={riichi ? 'yaku' : 'patterns'}
          height={Math.max(160, data.length * BAR_HEIGHT + 40)}
          table={{
            columns: [
              riichi ? t`Yaku` : t`Pattern`,
              t`Hands won`,
              t`Share of recorded wins`,
              t`Times listed`,
              limitName,
            ],
            rows: data.map((row) => [
              row.name,
              row.wins,
              formatShare(row.share),
              row.times,
              row.yakuman ? limitName : '',
            ]),
          }}
        >
          <BarChart
            data={data}
            layout="vertical"
            responsive
            style={{ width: '100%', height: '100%' }}
            accessibilityLayer={false}
            margin={{ right: 48 }}
          >
            <CartesianGrid stroke={theme.grid} strokeDasharray="3 3" horizontal={false} />
            <XAxis
              type="number"
              domain={[0, 100]}
              tickFormatter={(value: number) => `${value}%`}
              stroke={theme.text}
              tick={{ fill: theme.text }}
            />
            <YAxis
              type="category"
              dataKey="name"
              width={130}
              stroke={theme.text}
              tick={{ fill: theme.text }}
            />
            <Tooltip
              {...tooltipStyle(theme)}
              cursor={{ fill: theme.grid }}
              formatter={(_value, _name, item) => {
                const share = formatShare(item.payload.share);
                const wins: number = item.payload.wins;
                return [
                  t`${share} (${plural(wins, { one: '# hand', other: '# hands' })})`,
                  item.payload.name,
                ];
              }}
            />
            <Bar dataKey="percent" isAnimationActive={false}>
              {data.map((row) => (
                <Cell key={row.name} fill={row.yakuman ? theme.series[3] : theme.series[0]} />
              ))}
              <LabelList
                dataKey="percent"
                position="right"
                fill={theme.text}
                formatter={(value) => `${Number(value).toFixed(0)}%`}
              />
            </Bar>
          </BarChart>
        </ChartFigure>
      )}
      {allWins > 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {recordedLine}
        </Text>
      ) : null}
    </Stack>
  );
}
