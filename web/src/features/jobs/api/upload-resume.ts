/**
 * A resume goes to Storage the moment it is chosen, with its progress shown;
 * the apply form then submits the finished object's path and download URL.
 * Path: resumes/{uid}/{jobId}/{time}-{safe name} (docs/contracts.md).
 */
import { problem } from '@jobsearch/domain/problems';
import { deleteObject, getDownloadURL, ref, uploadBytesResumable, type UploadTask } from 'firebase/storage';
import { useCallback, useEffect, useRef, useState } from 'react';
import { resumeContentDisposition } from '@jobsearch/domain/resume-file';
import { storage } from '../../../lib/firebase/storage';
import { checkResumeFile, resumeObjectPath, type UploadedResume } from '../model/application-record';

export interface ResumeUpload {
  promise: Promise<UploadedResume>;
  cancel: () => void;
}

/** Starts uploading a checked file; progress is 0 to 100. */
export function uploadResume(args: { uid: string; jobId: string; file: File; contentType: string; onProgress: (percent: number) => void }): ResumeUpload {
  const path = resumeObjectPath(args.uid, args.jobId, args.file.name, args.contentType);
  const objectRef = ref(storage, path);
  // Served as an attachment (storage.rules require it): its link downloads the file, never renders it.
  const task: UploadTask = uploadBytesResumable(objectRef, args.file, {
    contentType: args.contentType,
    contentDisposition: resumeContentDisposition(args.file.name, args.contentType),
  });
  const promise = new Promise<UploadedResume>((resolve, reject) => {
    task.on(
      'state_changed',
      (snapshot) => args.onProgress(snapshot.totalBytes ? (snapshot.bytesTransferred / snapshot.totalBytes) * 100 : 0),
      reject,
      () => {
        getDownloadURL(task.snapshot.ref).then((url) => resolve({ path, url }), reject);
      },
    );
  });
  return {
    promise,
    cancel: () => {
      task.cancel();
    },
  };
}

/** Removes a resume the seeker replaced or never submitted. Best effort: a leftover object harms no one. */
export async function deleteResume(path: string): Promise<void> {
  try {
    await deleteObject(ref(storage, path));
  } catch (error) {
    console.warn(`Could not delete the unused resume ${path}`, error);
  }
}

export type ResumeUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string; progress: number }
  | { status: 'done'; fileName: string; resume: UploadedResume }
  | { status: 'error'; message: string };

/**
 * The apply form's resume: choose() checks the file (wrong type or > 5 MB:
 * its message, nothing uploaded) and starts the upload at once; choosing
 * again replaces it. An upload never submitted is removed when the form goes.
 */
export function useResumeUpload(uid: string | null, jobId: string, onStarted?: () => void) {
  const [state, setState] = useState<ResumeUploadState>({ status: 'idle' });
  const currentRef = useRef<{ upload: ResumeUpload | null; resume: UploadedResume | null; id: number }>({ upload: null, resume: null, id: 0 });
  const keepRef = useRef(false);

  const discardCurrent = useCallback(() => {
    const current = currentRef.current;
    current.id += 1;
    current.upload?.cancel();
    if (current.resume) void deleteResume(current.resume.path);
    current.upload = null;
    current.resume = null;
  }, []);

  const choose = useCallback(
    (file: File | null): string | null => {
      discardCurrent();
      if (!file) {
        setState({ status: 'idle' });
        return null;
      }
      const check = checkResumeFile(file);
      if (!check.ok) {
        setState({ status: 'error', message: check.message });
        return check.message;
      }
      if (!uid) {
        setState({ status: 'error', message: problem('jobs.mustBeLoggedInToApply') });
        return problem('jobs.mustBeLoggedInToApply');
      }

      const id = currentRef.current.id;
      onStarted?.();
      setState({ status: 'uploading', fileName: file.name, progress: 0 });
      let upload: ResumeUpload;
      try {
        upload = uploadResume({
          uid,
          jobId,
          file,
          contentType: check.contentType,
          onProgress: (progress) => {
            if (currentRef.current.id === id) setState({ status: 'uploading', fileName: file.name, progress });
          },
        });
      } catch (error) {
        console.error('Starting the resume upload failed', error);
        setState({ status: 'error', message: problem('jobs.resumeUploadFailed') });
        return problem('jobs.resumeUploadFailed');
      }
      currentRef.current.upload = upload;
      upload.promise.then(
        (resume) => {
          if (currentRef.current.id !== id) {
            void deleteResume(resume.path);
            return;
          }
          currentRef.current.upload = null;
          currentRef.current.resume = resume;
          setState({ status: 'done', fileName: file.name, resume });
        },
        (error: unknown) => {
          if (currentRef.current.id !== id) return; // replaced or cancelled on purpose
          console.error('Resume upload failed', error);
          currentRef.current.upload = null;
          setState({ status: 'error', message: problem('jobs.resumeUploadFailed') });
        },
      );
      return null;
    },
    [uid, jobId, discardCurrent, onStarted],
  );

  /** After a successful submit: the uploaded resume belongs to the application and stays. */
  const keep = useCallback(() => {
    keepRef.current = true;
  }, []);

  useEffect(
    () => () => {
      if (!keepRef.current) discardCurrent();
    },
    [discardCurrent],
  );

  return { state, choose, keep };
}
