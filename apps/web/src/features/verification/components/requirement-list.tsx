import type { Requirement, VerificationSummary } from '@alongside/contract';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { requirementStatusWords, StatusIcon, StatusText } from './requirement-status';

/** The checks a person needs, then (workers) the optional extras: each with its status in words. */
export function RequirementList({
  summary,
  linkTo,
}: {
  summary: VerificationSummary;
  /** The screen of one requirement type. */
  linkTo: (type: Requirement['document_type']) => string;
}) {
  const required = summary.requirements.filter((requirement) => requirement.required);
  const optional = summary.requirements.filter((requirement) => !requirement.required);
  const approved = required.filter(
    (requirement) => requirement.status === 'approved' || requirement.status === 'expiring',
  ).length;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {summary.fully_verified ? (
        <Alert severity="success">You are fully verified.</Alert>
      ) : (
        <Typography>
          {approved} of {required.length} required {required.length === 1 ? 'check is' : 'checks are'}{' '}
          approved.
        </Typography>
      )}
      <Box component="section" aria-labelledby="requirements-required">
        <Typography id="requirements-required" variant="h2" sx={{ mb: 1.5 }}>
          What you need
        </Typography>
        <RequirementLinks requirements={required} linkTo={linkTo} />
      </Box>
      {optional.length > 0 ? (
        <Box component="section" aria-labelledby="requirements-optional">
          <Typography id="requirements-optional" variant="h2" sx={{ mb: 1 }}>
            Optional extras
          </Typography>
          <Typography sx={{ mb: 1.5 }}>
            You do not need these, but they can help people choose you.
          </Typography>
          <RequirementLinks requirements={optional} linkTo={linkTo} />
        </Box>
      ) : null}
    </Box>
  );
}

function RequirementLinks({
  requirements,
  linkTo,
}: {
  requirements: readonly Requirement[];
  linkTo: (type: Requirement['document_type']) => string;
}) {
  return (
    <List sx={{ p: 0, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
      {requirements.map((requirement, index) => {
        const words = requirementStatusWords(requirement);
        return (
          <ListItem key={requirement.document_type} disablePadding divider={index < requirements.length - 1}>
            <ListItemButton
              component={RouterLink}
              to={linkTo(requirement.document_type)}
              sx={{ minHeight: 64, py: 1.5 }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <StatusIcon tone={words.tone} />
              </ListItemIcon>
              <ListItemText
                primary={requirement.label}
                secondary={
                  <>
                    <StatusText words={words} />
                    {words.next ? (
                      <Box component="span" sx={{ display: 'block' }}>
                        {words.next}
                      </Box>
                    ) : null}
                  </>
                }
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
              <ChevronRight aria-hidden />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
