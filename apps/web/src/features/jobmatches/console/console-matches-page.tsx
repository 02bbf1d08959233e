import '@/shared/console/console-pages.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { ConsoleListHead, FilterSelect } from '@/shared/console/console-list-head.tsx';
import { Link, useSearchParams } from 'react-router';
import type { ColumnsType } from 'antd/es/table';
import { JOB_MATCH_GROUPS, type ConsoleMatchCard } from '@vaga/contract';
import { formatDateTime } from '@/shared/lib/format.ts';
import { useDesktop } from '@/shared/lib/use-desktop.ts';
import { ConsoleTable } from '@/shared/console/console-table.tsx';
import { useConsoleMatches } from '../api/get-console-matches.ts';
import type { ConsoleKind } from '@/shared/console/console-refusal.tsx';
import { invitePath, matchPath } from '@/shared/paths.ts';
import { Button } from '@/shared/ui/button.tsx';
import { MatchStatusTag } from './match-status-tag.tsx';
import { ConsoleListBody } from '@/shared/console/console-list-body.tsx';

const PAGE_SIZE = 20;
const GROUPS = JOB_MATCH_GROUPS.filter((group) => group !== 900);

function positive(value: string | null): number | undefined {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
}

function MatchRow({ match, type }: { match: ConsoleMatchCard; type: ConsoleKind }) {
  const { t } = useTranslation(['jobmatches-console', 'console']);
  const [params, setParams] = useSearchParams();
  const when = match.interviewDate ?? match.lastReplyDate;
  return (
    <li className="vaga-console-matches__item">
      <Link className="vaga-console-matches__title" to={matchPath(type, match.jobMatchUid)}>
        {match.seekerName} · {match.jobOfferTitle}
      </Link>
      <MatchStatusTag
        group={match.typeJobMatchStatusGroupId}
        label={match.typeJobMatchStatusDesc}
      />
      <span className="vaga-console-match__muted">
        {match.interviewNo} · {formatDateTime(match.createDate)}
        {when
          ? ` · ${t(match.interviewDate ? 'match.interviewAt' : 'match.replyBy', { at: formatDateTime(when) })}`
          : ''}
      </span>
      {type === 'staff' ? (
        <button
          type="button"
          className="vaga-console-matches__employer"
          aria-label={t('matches.employerFilter', { name: match.employerName })}
          onClick={() => {
            const next = new URLSearchParams(params);
            next.set('employerId', String(match.employerId));
            next.delete('page');
            setParams(next);
          }}
        >
          {match.employerName}
        </button>
      ) : null}
    </li>
  );
}

/**
 * The matches as a table at desktop width: the status column filters by status group (as the
 * group select does), the time made sorts by age; staff filter by an employer from its cell.
 */
function useColumns(
  type: ConsoleKind,
  group: number | undefined,
  setEmployer: (id: number) => void,
): ColumnsType<ConsoleMatchCard> {
  const { t } = useTranslation(['jobmatches-console', 'console', 'console-home']);
  const columns: ColumnsType<ConsoleMatchCard> = [
    {
      key: 'interview',
      title: t('console-home:columns.interview'),
      render: (_, match) => (
        <Link to={matchPath(type, match.jobMatchUid)}>
          {match.seekerName} · {match.jobOfferTitle}
        </Link>
      ),
    },
    {
      key: 'state',
      title: t('console-home:columns.state'),
      render: (_, match) => (
        <MatchStatusTag
          group={match.typeJobMatchStatusGroupId}
          label={match.typeJobMatchStatusDesc}
        />
      ),
      filters: GROUPS.map((g) => ({ text: t(`groups.${g}`), value: g })),
      filteredValue: group === undefined ? null : [group],
      filterMultiple: false,
    },
    { key: 'number', title: t('console-home:columns.number'), dataIndex: 'interviewNo' },
    {
      key: 'age',
      title: t('console-home:columns.created'),
      render: (_, match) => formatDateTime(match.createDate),
      sorter: (a, b) => a.createDate.localeCompare(b.createDate),
    },
    {
      key: 'when',
      title: t('console-home:columns.when'),
      render: (_, match) => {
        const when = match.interviewDate ?? match.lastReplyDate;
        return when
          ? t(match.interviewDate ? 'match.interviewAt' : 'match.replyBy', {
              at: formatDateTime(when),
            })
          : '';
      },
    },
  ];
  if (type === 'staff') {
    columns.push({
      key: 'employer',
      title: t('console-home:columns.employer'),
      render: (_, match) => (
        <button
          type="button"
          className="vaga-console-matches__employer"
          aria-label={t('matches.employerFilter', { name: match.employerName })}
          onClick={() => setEmployer(match.employerId)}
        >
          {match.employerName}
        </button>
      ),
    });
  }
  return columns;
}

/**
 * The console's matches: an employer's interview requests and invitations for its own vacancies,
 * or, for staff, every employer's; filtered by status group (staff also by employer), paged.
 */
export function ConsoleMatchesPage({ type }: { type: ConsoleKind }) {
  const { t } = useTranslation(['jobmatches-console', 'console']);
  const [params, setParams] = useSearchParams();
  const group = positive(params.get('group'));
  const employerId = type === 'staff' ? positive(params.get('employerId')) : undefined;
  const jobOfferId = positive(params.get('jobOfferId'));
  const page = positive(params.get('page')) ?? 0;
  const list = useConsoleMatches({ group, employerId, jobOfferId, page, size: PAGE_SIZE });
  const desktop = useDesktop();

  const set = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value === undefined) next.delete(key);
    else next.set(key, value);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };
  const columns = useColumns(type, group, (id) => set('employerId', String(id)));

  return (
    <div className="vaga-console-matches">
      <ConsoleListHead
        title={t(`matches.title.${type}`)}
        action={{ label: t('invite.open'), to: invitePath(type) }}
      />
      <div className="vaga-console-matches__filters">
        <FilterSelect
          id="console-group"
          label={t('matches.group')}
          allLabel={t('matches.allGroups')}
          value={group ?? undefined}
          options={GROUPS.map((g) => ({ value: g, label: t(`groups.${g}`) }))}
          onChange={(value) => set('group', value)}
        />
        {jobOfferId !== undefined ? (
          <Button size="small" onClick={() => set('jobOfferId', undefined)}>
            {t('matches.clearJobOffer')}
          </Button>
        ) : null}
        {employerId !== undefined ? (
          <Button size="small" onClick={() => set('employerId', undefined)}>
            {t('matches.clearEmployer')}
          </Button>
        ) : null}
      </div>
      <ConsoleListBody
        list={list}
        texts={{
          loadFailed: t('matches.loadFailed'),
          empty: t('matches.empty'),
          count: (count) => t('matches.count', { count }),
        }}
        paging={{
          page,
          size: PAGE_SIZE,
          onPage: (next) => set('page', next > 0 ? String(next) : undefined),
        }}
      >
        {(matches) =>
          desktop ? (
            <ConsoleTable<ConsoleMatchCard>
              aria-label={t(`matches.title.${type}`)}
              rowKey="jobMatchUid"
              columns={columns}
              dataSource={matches}
              onChange={(_pagination, filters, _sorter, extra) => {
                if (extra.action !== 'filter') return;
                const chosen = filters.state?.[0];
                set('group', chosen === undefined ? undefined : String(chosen));
              }}
            />
          ) : (
            <ul className="vaga-console-matches__list">
              {matches.map((match) => (
                <MatchRow key={match.jobMatchUid} match={match} type={type} />
              ))}
            </ul>
          )
        }
      </ConsoleListBody>
    </div>
  );
}
