import type { SessionUser } from '@alongside/contract';
import { PROFILE_CHECKLIST_LABELS, profileChecklist, profileProgress } from '@alongside/domain';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../../components/layout/page-loading';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { ADDRESSES_PATH, checklistInput, PROFILE_SECTIONS, type ChecklistPaths } from '../profile-links';
import { ProgressSummary } from './progress-summary';

interface ProfileHubProps {
  user: SessionUser;
  /** Where each checklist item is done. */
  paths: ChecklistPaths;
  /** The person's photo, when the page has a way to show it; initials otherwise. */
  photo?: ReactNode;
}

/** /profile: who the person is, how far their profile is, what is missing, and every section. */
export function ProfileHub({ user, paths, photo }: ProfileHubProps) {
  useDocumentTitle('Your profile');
  const progress = profileProgress(user);
  const checklist = profileChecklist(checklistInput(user));
  const missing = checklist.filter((entry) => !entry.done).length;
  const name = `${user.first_name} ${user.last_name}`.trim();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4, overflowWrap: 'break-word' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {photo ?? (
          <Avatar sx={{ width: 72, height: 72, fontSize: '1.75rem', bgcolor: 'primary.main' }} aria-hidden>
            {initials(user)}
          </Avatar>
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1" sx={{ mb: 0.5 }}>
            Your profile
          </Typography>
          <Typography sx={{ fontSize: '1.125rem' }}>
            {name} · {user.user_type === 'worker' ? 'Support worker' : 'Looking for support'}
          </Typography>
        </Box>
      </Box>

      <Box component="section" aria-labelledby="profile-progress">
        <Typography id="profile-progress" variant="h2" sx={{ mb: 1.5 }}>
          Your progress
        </Typography>
        <ProgressSummary progress={progress} />
      </Box>

      <Box component="section" aria-labelledby="profile-checklist">
        <Typography id="profile-checklist" variant="h2" sx={{ mb: 1 }}>
          Your checklist
        </Typography>
        <Typography sx={{ mb: 1.5 }}>
          {missing === 0
            ? 'Everything on your checklist is done.'
            : `${missing} ${missing === 1 ? 'thing' : 'things'} left to do. Choose one to do it now.`}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {checklist.map(({ item, done }) => (
            <Box
              component="li"
              key={item}
              sx={{
                display: 'flex',
                alignItems: 'flex-start',
                gap: 1.5,
                py: 1.25,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              {done ? (
                <CheckCircle color="success" aria-hidden sx={{ mt: 0.25 }} />
              ) : (
                <RadioButtonUnchecked aria-hidden sx={{ mt: 0.25, color: 'text.secondary' }} />
              )}
              <Box sx={{ minWidth: 0 }}>
                {done ? (
                  <Typography>
                    {PROFILE_CHECKLIST_LABELS[item]}
                    <Box component="span" sx={visuallyHidden}>
                      {' '}
                      (done)
                    </Box>
                  </Typography>
                ) : (
                  <Link component={RouterLink} to={paths[item]} sx={{ fontWeight: 600 }}>
                    {PROFILE_CHECKLIST_LABELS[item]}
                    <Box component="span" sx={visuallyHidden}>
                      {' '}
                      (to do)
                    </Box>
                  </Link>
                )}
                {item === 'personal_details' && !done ? (
                  <Typography variant="body2" color="text.secondary">
                    Your home address is on the{' '}
                    <Link component={RouterLink} to={ADDRESSES_PATH}>
                      Addresses page
                    </Link>
                    .
                  </Typography>
                ) : null}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>

      <Box component="nav" aria-labelledby="profile-sections">
        <Typography id="profile-sections" variant="h2" sx={{ mb: 1.5 }}>
          Your profile sections
        </Typography>
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          {PROFILE_SECTIONS[user.user_type].map((section) => (
            <li key={section.to}>
              <Link component={RouterLink} to={section.to} sx={{ fontWeight: 600, fontSize: '1.125rem' }}>
                {section.label}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {section.description}
              </Typography>
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

function initials(user: SessionUser): string {
  return `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase() || '?';
}
