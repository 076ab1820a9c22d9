import { CONTACT_TOPIC_LABELS, type ContactTopic } from '@alongside/domain';
import type { MailMessage } from '../../providers/mail/mailer';

type ContactDetails = {
  id: string;
  name: string;
  email: string;
  topic: ContactTopic;
  body: string;
  signedInAs: string | null;
  receivedAt: Date;
};

/**
 * The message for the support team. Replying answers the person (Reply-To); their address is in the
 * body too, for mail tools that drop the header. The subject carries the topic only: subjects are
 * logged and shown in lists, the person's words are not.
 */
export function contactMessageToSupportMail(to: string, message: ContactDetails): MailMessage {
  const topic = CONTACT_TOPIC_LABELS[message.topic];
  return {
    to,
    replyTo: message.email,
    subject: `${message.topic === 'safety_concern' ? 'URGENT ' : ''}Contact form: ${topic}`,
    text: [
      `From: ${message.name} <${message.email}>`,
      `Topic: ${topic}`,
      `Signed in: ${message.signedInAs ? `yes, account ${message.signedInAs}` : 'no'}`,
      `Received: ${message.receivedAt.toISOString()}`,
      `Reference: ${message.id}`,
      '',
      message.body,
      '',
      '--',
      'Reply to this e-mail to answer the person.',
    ].join('\n'),
  };
}

/** The acknowledgement to the person: what happens next, without repeating what they wrote. */
export function contactReceivedMail(input: { to: string; name: string; topic: ContactTopic }): MailMessage {
  return {
    to: input.to,
    subject: 'We have your message',
    text: [
      `Hello ${input.name},`,
      '',
      `Thank you for contacting Alongside about "${CONTACT_TOPIC_LABELS[input.topic]}".`,
      'A person from our support team will read your message and reply to this e-mail address,',
      'usually within 2 business days.',
      '',
      ...(input.topic === 'safety_concern'
        ? [
            'If someone is in danger right now, call 000.',
            'You can also tell the NDIS Quality and Safeguards Commission on 1800 035 544.',
            '',
          ]
        : []),
      'If you did not write to us, you can ignore this e-mail.',
      '',
      'Alongside',
    ].join('\n'),
  };
}
