import { APPLICANT_SORTS, type Applicant } from '@alongside/contract';
import { formatCents, formatDocumentDate } from '@alongside/domain';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../components/feedback/query-state';
import { useApplicants } from '../api/applications';
import { APPLICANT_STATE_LABELS } from '../job-texts';
import { ApplicationMoves, type MoveQuestion } from './application-moves';
import { CardList } from './card-list';
import { personName } from '../../../components/people/person-name';

export type ApplicantSort = (typeof APPLICANT_SORTS)[number];

const SORT_LABELS: Readonly<Record<ApplicantSort, string>> = {
  best_match: 'Best match',
  '-created_at': 'Newest first',
};

/**
 * The applicants of one of the client's jobs (`/appliedWorkerList?job=…`): each with their photo,
 * checks, distance, how they fit, their message and rate, and the moves the table allows.
 */
export function ApplicantList({
  jobId,
  sort,
  onSort,
}: {
  jobId: string;
  sort: ApplicantSort;
  onSort: (sort: ApplicantSort) => void;
}) {
  const applicants = useApplicants(jobId, sort === 'best_match' ? {} : { sort });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box
        component="label"
        sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, alignSelf: 'flex-start' }}
      >
        <Typography component="span">Order</Typography>
        <Box
          component="select"
          value={sort}
          onChange={(event: React.ChangeEvent<HTMLSelectElement>) =>
            onSort(event.target.value as ApplicantSort)
          }
          sx={{ minHeight: 44, fontSize: '1rem', px: 1, borderRadius: 1 }}
        >
          {APPLICANT_SORTS.map((value) => (
            <option key={value} value={value}>
              {SORT_LABELS[value]}
            </option>
          ))}
        </Box>
      </Box>
      <QueryState query={applicants} what="the applicants">
        {(found) =>
          found.data.length === 0 ? (
            <Typography>No one has applied yet. We will tell you when someone does.</Typography>
          ) : (
            <CardList items={found.data}>{(applicant) => <ApplicantCard applicant={applicant} />}</CardList>
          )
        }
      </QueryState>
    </Box>
  );
}

function ApplicantCard({ applicant }: { applicant: Applicant }) {
  const { worker } = applicant;
  const name = personName(worker);
  const questions: Partial<Record<Applicant['actions'][number], MoveQuestion>> = {
    offer: {
      title: `Send ${worker.first_name} an offer?`,
      body: `If ${worker.first_name} accepts, they are hired for this job.`,
    },
    decline: {
      title: `Decline ${worker.first_name}?`,
      body: `${worker.first_name} is told kindly that you chose other support. Any reason you give is for you only.`,
      reason: true,
    },
  };
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={`applicant-${applicant.id}`}
      data-focus-home
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Avatar src={worker.avatar?.url} alt="" sx={{ width: 56, height: 56 }}>
            {worker.first_name.slice(0, 1)}
          </Avatar>
          <Box sx={{ flex: 1 }}>
            <Typography id={`applicant-${applicant.id}`} component="h2" variant="h6">
              <Link component={RouterLink} to={`/userDetails/${worker.id}`}>
                {name}
              </Link>
            </Typography>
            <Typography variant="body2">
              {[worker.place_city, worker.distance_km === null ? null : `${worker.distance_km} km away`]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
          <Chip
            label={APPLICANT_STATE_LABELS[applicant.state]}
            color={applicant.state === 'hired' ? 'success' : 'default'}
          />
        </Box>
        {worker.badges.length > 0 ? (
          <Box
            component="ul"
            aria-label="Checks"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
          >
            {worker.badges.map((badge) => (
              <li key={badge.document_type}>
                <Chip size="small" variant="outlined" label={badge.text} />
              </li>
            ))}
          </Box>
        ) : null}
        {worker.match_reasons.length > 0 ? (
          <Typography variant="body2">{worker.match_reasons.join(' · ')}</Typography>
        ) : null}
        {worker.gaps.length > 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Worth asking about: {worker.gaps.join('; ')}.
          </Typography>
        ) : null}
        <Typography sx={{ whiteSpace: 'pre-line' }}>{applicant.message}</Typography>
        <Typography variant="body2">
          {applicant.proposed_rate !== null
            ? `Asks ${formatCents(applicant.proposed_rate, 'en-AU')} an hour`
            : 'Takes the rate you offered'}{' '}
          · applied {formatDocumentDate(applicant.created_at)}
        </Typography>
        <ApplicationMoves id={applicant.id} actions={applicant.actions} by="client" questions={questions} />
      </CardContent>
    </Card>
  );
}
