import { db } from './firebase';
import { applicationConverter, jobConverter, userConverter } from './converters';

/** The three collections of docs/contracts.md, read through their schema converters. */
export const usersCollection = db.collection('users').withConverter(userConverter);
export const jobsCollection = db.collection('jobs').withConverter(jobConverter);
export const applicationsCollection = db.collection('applications').withConverter(applicationConverter);
