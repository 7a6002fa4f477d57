import { Button } from '@chakra-ui/react';
import type { MyJob } from '@sillage/shared-types';
import { useState, type ReactNode } from 'react';
import { MdCancel, MdDeleteOutline } from 'react-icons/md';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { listErrorMessageIds } from '../../shared/http/http-client.js';
import { formatDateTime } from '../../shared/i18n/format-date.js';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.js';
import { selectLocale } from '../locale/locale.slice.js';
import { notifyRequestError, notifySuccess } from '../notifications/notifications.slice.js';
import { cancelJob, deleteJobData } from './my-jobs.api.js';
import { myJobsMessages } from './my-jobs.messages.js';

interface JobActionProps {
  job: MyJob;
  /** The job's date as the card shows it. */
  date: string;
  /** Called once the server answered, whatever it answered: the list is loaded again. */
  onSettled: () => void;
}

/**
 * A button that acts on one job after a confirmation, then says how it went. Named with the
 * job's date and files, so that jobs of the same minute are told apart (button and question).
 */
function ConfirmedJobAction({
  job,
  date,
  onSettled,
  act,
  icon,
  words,
  question,
}: JobActionProps & {
  act: (jobId: string) => Promise<void>;
  icon: ReactNode;
  words: {
    button: MessageDescriptor;
    label: MessageDescriptor;
    title: MessageDescriptor;
    keep: MessageDescriptor;
    /** The catalog ids said when the server did it, and when it refused. */
    done: string;
    failed: string;
  };
  question: (values: { date: string; files: string }) => ReactNode;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [isAsking, setAsking] = useState(false);
  const [isActing, setActing] = useState(false);
  const files =
    job.files.length > 0 ? job.files.join(', ') : intl.formatMessage(myJobsMessages.noFiles);
  const confirm = () => {
    setActing(true);
    void act(job.jobId)
      .then(
        () => dispatch(notifySuccess(words.done)),
        (error: unknown) => {
          setActing(false);
          dispatch(notifyRequestError(listErrorMessageIds(error), words.failed));
        },
      )
      // A refusal too: the job may have changed meanwhile (an admin, another tab, its end).
      .finally(onSettled);
  };
  return (
    <>
      <Button
        size="xs"
        variant="ghost"
        colorPalette="red"
        loading={isActing}
        aria-label={intl.formatMessage(words.label, { date, files })}
        onClick={() => setAsking(true)}
      >
        {icon}
        <FormattedMessage {...words.button} />
      </Button>
      {isAsking && (
        <ConfirmDialog
          title={<FormattedMessage {...words.title} />}
          cancelLabel={<FormattedMessage {...words.keep} />}
          confirmLabel={<FormattedMessage {...words.button} />}
          onConfirm={confirm}
          onClose={() => setAsking(false)}
        >
          {question({ date, files })}
        </ConfirmDialog>
      )}
    </>
  );
}

/** Deletes an ended job now, saying what goes and when retention would have removed it. */
export function DeleteJobButton(props: JobActionProps) {
  const locale = useAppSelector(selectLocale);
  return (
    <ConfirmedJobAction
      {...props}
      act={deleteJobData}
      icon={<MdDeleteOutline />}
      words={{
        button: myJobsMessages.delete,
        label: myJobsMessages.deleteLabel,
        title: myJobsMessages.deleteTitle,
        keep: myJobsMessages.keep,
        done: myJobsMessages.deleted.id,
        failed: 'errors.cannotDeleteJob',
      }}
      question={(values) => (
        <FormattedMessage
          {...myJobsMessages.deleteQuestion}
          values={{ ...values, expiry: formatDateTime(props.job.expiresAt, locale) }}
        />
      )}
    />
  );
}

/**
 * Stops a queued or running job from the list, wherever it was started (another tab, a script,
 * the CLI): the page that uploaded it is not the only way to stop it.
 */
export function CancelJobButton(props: JobActionProps) {
  return (
    <ConfirmedJobAction
      {...props}
      act={cancelJob}
      icon={<MdCancel />}
      words={{
        button: myJobsMessages.cancel,
        label: myJobsMessages.cancelLabel,
        title: myJobsMessages.cancelTitle,
        keep: myJobsMessages.keepRunning,
        done: myJobsMessages.cancelled.id,
        failed: 'errors.cannotCancelJob',
      }}
      question={(values) => <FormattedMessage {...myJobsMessages.cancelQuestion} values={values} />}
    />
  );
}
