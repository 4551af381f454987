// The demo logins of the seed (README lists them). Emulator-only: never real accounts.
export const DEMO_ACCOUNTS = [
  { uid: 'demo-admin', role: 'admin', name: 'Site Admin', email: 'admin@jobsearch.test', password: 'Admin@12345', phoneNumber: '+919800000001' },
  { uid: 'demo-employer-1', role: 'employer', name: 'Priya Sharma', company: 'Sahyadri Infra Pvt Ltd', email: 'employer1@jobsearch.test', password: 'Employer@123', phoneNumber: '+919820000001' },
  { uid: 'demo-employer-2', role: 'employer', name: 'Rahul Deshmukh', company: 'Deccan Tech Solutions', email: 'employer2@jobsearch.test', password: 'Employer@123', phoneNumber: '+919820000002' },
  { uid: 'demo-employer-3', role: 'employer', name: 'Sneha Kulkarni', company: 'Konkan Logistics', email: 'employer3@jobsearch.test', password: 'Employer@123', phoneNumber: '+919820000003' },
  { uid: 'demo-seeker-1', role: 'jobseeker', name: 'Amit Patil', email: 'seeker1@jobsearch.test', password: 'Seeker@123', phoneNumber: '+919810000001' },
  { uid: 'demo-seeker-2', role: 'jobseeker', name: 'Pooja Jadhav', email: 'seeker2@jobsearch.test', password: 'Seeker@123', phoneNumber: '+919810000002' },
  { uid: 'demo-seeker-3', role: 'jobseeker', name: 'Sandeep More', email: 'seeker3@jobsearch.test', password: 'Seeker@123', phoneNumber: '+919810000003' },
  { uid: 'demo-seeker-4', role: 'jobseeker', name: 'Neha Pawar', email: 'seeker4@jobsearch.test', password: 'Seeker@123', phoneNumber: '+919810000004' },
  { uid: 'demo-seeker-5', role: 'jobseeker', name: 'Vikas Shinde', email: 'seeker5@jobsearch.test', password: 'Seeker@123', phoneNumber: '+919810000005' },
];
