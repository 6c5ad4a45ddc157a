import { ChevronDown, Clock, Mic, ShieldCheck, Video } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SessionSetting } from '#contract/sessions';
import { Button } from '#web/components/ui/button';
import { Modal } from '#web/components/ui/modal';
import { cn } from '#web/lib/cn';
import { RecordingTips } from './recording-tips';

/** SPEC §2 Add Intake Session dialog. Both record buttons lead to Session Settings with the setting chosen. */
export function AddIntakeSessionDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const tipsId = useId();
  const [isShowingTips, setIsShowingTips] = useState(false);

  const startRecording = (setting: SessionSetting) => {
    onOpenChange(false);
    void navigate(`/app/session/settings?setting=${setting}`);
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) setIsShowingTips(false);
        onOpenChange(next);
      }}
      title="Add Intake Session"
      description="Choose how you want to add an intake"
    >
      <section
        aria-labelledby={`${tipsId}-record`}
        className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
      >
        <div className="flex items-start gap-3">
          <span className="rounded-md bg-brand-50 p-2 text-brand-700 dark:bg-brand-900/40 dark:text-brand-100">
            <Mic className="size-5" aria-hidden />
          </span>
          <div>
            <h3 id={`${tipsId}-record`} className="font-semibold">
              Record
            </h3>
            <p className="text-sm text-slate-600 dark:text-slate-300">For any session setup</p>
          </div>
        </div>
        <div className="mt-4 grid gap-2 sm:grid-cols-2">
          <Button onClick={() => startRecording('in-person')}>
            <Mic className="size-4" aria-hidden />
            Record in-person
          </Button>
          <Button variant="secondary" onClick={() => startRecording('telehealth')}>
            <Video className="size-4" aria-hidden />
            Record telehealth
          </Button>
        </div>
      </section>

      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700 dark:text-slate-300">
        <li className="inline-flex items-center gap-1.5">
          <ShieldCheck className="size-4 text-emerald-700 dark:text-emerald-400" aria-hidden />
          100% HIPAA Compliant
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Clock className="size-4" aria-hidden />
          Recording duration: 5-130 min
        </li>
      </ul>

      <button
        type="button"
        aria-expanded={isShowingTips}
        aria-controls={tipsId}
        onClick={() => setIsShowingTips((current) => !current)}
        className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-100 dark:hover:text-white"
      >
        Tips on recording
        <ChevronDown
          className={cn('size-4 transition-transform', isShowingTips && 'rotate-180')}
          aria-hidden
        />
      </button>
      <RecordingTips id={tipsId} hidden={!isShowingTips} />
    </Modal>
  );
}
