import { DisclaimerAcceptance } from '../../features/onboarding/components/disclaimer-acceptance';
import { StepFrame } from '../../features/onboarding/components/step-frame';
import { Disclaimer } from '../../features/pages/components/disclaimer';

/** /onboarding/disclaimer: the same text as /disclaimer, then the acceptance the server records. */
export function Component() {
  return (
    <StepFrame step="disclaimer" noHeading>
      <Disclaimer />
      <DisclaimerAcceptance />
    </StepFrame>
  );
}
