import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { SnackbarOptions } from '../feedback/snackbar-context';
import { useSnackbar } from '../feedback/use-snackbar';
import { LoadingBarView } from '../page-change/loading-bar';
import type { LoadingBarPhase } from '../page-change/use-loading-bar';
import { ShowcaseRow, ShowcaseSection } from './showcase-section';

const BUTTON_VARIANTS = ['contained', 'outlined', 'text'] as const;

/** Spec §4's colour rule for the snackbar, one trigger per case. */
const SNACKBAR_EXAMPLES: { label: string; options: SnackbarOptions }[] = [
  { label: 'Saved (state true, primary)', options: { message: 'Your changes are saved.', state: true } },
  { label: 'Failed (state false, error)', options: { message: 'That did not work.', state: false } },
  { label: 'Neutral (state null, black)', options: { message: 'Nothing new since yesterday.', state: null } },
  { label: 'Success colour', options: { message: 'Your document was approved.', state: 'success' } },
  { label: 'Warning colour', options: { message: 'Your police check ends soon.', state: 'warning' } },
  { label: 'Error colour', options: { message: 'We could not send the message.', state: 'error' } },
  { label: 'Info colour', options: { message: 'A worker viewed your job.', state: 'info' } },
  {
    label: 'Secondary colour (no icon)',
    options: { message: 'Draft kept on this phone.', state: 'secondary' },
  },
  {
    label: 'With a list',
    options: {
      message: 'Please check these fields:',
      state: false,
      list: ['First name is required.', 'Choose a password of 12 characters or more.'],
    },
  },
];

const LOADING_BAR_PHASES: { phase: LoadingBarPhase; label: string }[] = [
  { phase: 'running', label: 'Loading bar while a page loads' },
  { phase: 'done', label: 'Loading bar when the page has loaded' },
];

/** Every shared component in each of its states (spec §2 /showcase), for design and accessibility review. */
export function ShowcaseGallery() {
  const { show } = useSnackbar();
  const [filled, setFilled] = useState('Robin Hughes');
  const [day, setDay] = useState('weekday');
  const [agreed, setAgreed] = useState(true);

  return (
    <>
      <ShowcaseSection title="Buttons">
        {BUTTON_VARIANTS.map((variant) => (
          <ShowcaseRow key={variant}>
            <Button variant={variant}>{`${variant} button`}</Button>
            <Button variant={variant} disabled>
              {`${variant} disabled`}
            </Button>
            <Button variant={variant} loading>
              {`${variant} loading`}
            </Button>
          </ShowcaseRow>
        ))}
      </ShowcaseSection>

      <ShowcaseSection title="Text fields">
        <TextField label="Empty field" helperText="Nothing typed yet." />
        <TextField label="Filled field" value={filled} onChange={(event) => setFilled(event.target.value)} />
        <TextField
          label="Field with an error"
          defaultValue="robin@"
          error
          helperText="Enter an e-mail address like name@example.com."
        />
        <TextField label="Disabled field" defaultValue="Cannot be changed" disabled />
      </ShowcaseSection>

      <ShowcaseSection title="Choices">
        <FormControl>
          <FormLabel id="showcase-day">When do you need support?</FormLabel>
          <RadioGroup
            aria-labelledby="showcase-day"
            value={day}
            onChange={(event) => setDay(event.target.value)}
          >
            <FormControlLabel value="weekday" control={<Radio />} label="Weekdays" />
            <FormControlLabel value="weekend" control={<Radio />} label="Weekends" />
            <FormControlLabel
              value="night"
              control={<Radio />}
              label="Overnight (not offered yet)"
              disabled
            />
          </RadioGroup>
        </FormControl>
        <FormGroup>
          <FormControlLabel
            control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />}
            label="I agree to the code of conduct"
          />
          <FormControlLabel control={<Checkbox />} label="Send me e-mail updates" />
          <FormControlLabel control={<Checkbox disabled />} label="Text message updates (not offered yet)" />
        </FormGroup>
      </ShowcaseSection>

      <ShowcaseSection title="Alerts">
        <Alert severity="success">Your profile is complete.</Alert>
        <Alert severity="warning">Your first aid certificate ends next month.</Alert>
        <Alert severity="error">We could not upload the file. Try a smaller photo.</Alert>
        <Alert severity="info">Workers see your first name only.</Alert>
      </ShowcaseSection>

      <ShowcaseSection title="Snackbars">
        <Typography>Each button shows a message at the bottom of the screen for 4 seconds.</Typography>
        <ShowcaseRow>
          {SNACKBAR_EXAMPLES.map(({ label, options }) => (
            <Button key={label} variant="outlined" onClick={() => show(options)}>
              {label}
            </Button>
          ))}
        </ShowcaseRow>
      </ShowcaseSection>

      <ShowcaseSection title="Loading bar">
        {LOADING_BAR_PHASES.map(({ phase, label }) => (
          <div key={phase}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {label}
            </Typography>
            <LoadingBarView phase={phase} position="relative" label={label} />
          </div>
        ))}
      </ShowcaseSection>

      <ShowcaseSection title="Cards">
        <ShowcaseRow>
          <Card variant="outlined" sx={{ maxWidth: 320 }}>
            <CardContent>
              <Typography variant="h3" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1 }}>
                Personal care, Parramatta
              </Typography>
              <Typography color="text.secondary">Tuesdays and Thursdays, 9 am to 12 pm.</Typography>
            </CardContent>
            <CardActions>
              <Button variant="contained">See the job</Button>
            </CardActions>
          </Card>
          <Card variant="outlined" sx={{ maxWidth: 320 }}>
            <CardContent>
              <Typography variant="h3" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1 }}>
                Wes, support worker
              </Typography>
              <Typography color="text.secondary">Fully verified. Speaks English and Vietnamese.</Typography>
            </CardContent>
            <CardActions>
              <Button variant="outlined">Send a message</Button>
            </CardActions>
          </Card>
        </ShowcaseRow>
      </ShowcaseSection>
    </>
  );
}
