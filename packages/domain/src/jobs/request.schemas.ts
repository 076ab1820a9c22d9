import { z } from 'zod';
import { ServiceListSchema } from '../profiles/profile.schemas';
import { multiLineText } from '../shared/text.schemas';
import { JOB_PUBLISH_MESSAGES } from './job.schemas';

// A client's request to one worker (issue #21, docs/decisions/033-jobs-applications-and-requests.md):
// for support (services, when, where and a message) or an invitation to apply to an open job.

export const REQUEST_MESSAGE_MAX_LENGTH = 1000;

const MESSAGE_LABEL = 'a message to the worker';

/** What a request for support says: required, up to 1 000 characters. */
export const RequestMessageSchema = multiLineText(MESSAGE_LABEL, REQUEST_MESSAGE_MAX_LENGTH).pipe(
  z.string().min(1, { message: `Write ${MESSAGE_LABEL}.` }),
);

/** An invitation's note: the job says the rest, so it may be left empty. */
export const InvitationNoteSchema = multiLineText(MESSAGE_LABEL, REQUEST_MESSAGE_MAX_LENGTH);

/** The support asked for: one or more of the profile's services. */
export const RequestServicesSchema = ServiceListSchema.refine((services) => services.length > 0, {
  message: JOB_PUBLISH_MESSAGES.services,
});
