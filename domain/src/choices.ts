/**
 * Every choice list of the product (docs/spec-notes.md §3), complete, as real data.
 * The web app, the functions, the seed script and the tests all import these.
 */

// Home's six education buttons live apart, so Home does not download every list below.
export { EDUCATION_FILTERS, type EducationFilter } from './education.js';

/** The seven degree options of the jobs filter and of the posting form. */
export const DEGREES = ['10th', '12th', 'ITI', 'Diploma', 'BE', 'Graduation', 'Post-Graduation'] as const;
export type Degree = (typeof DEGREES)[number];

export const JOB_SHIFTS = ['Day Shift', 'Night Shift', 'Any Shift'] as const;
export const JOB_TYPES = ['Field Job', 'Office Job', 'Work From Home', 'Industry Job'] as const;
export const EXPERIENCE_LEVELS = ['<1 year', '1-3 years', '3-5 years', '5-10 years', '10+ years', 'Any Years'] as const;

/** Stored value and shown label: `Other` is labelled `Any` and means any gender. */
export const GENDERS = [
  { value: 'Male', label: 'Male' },
  { value: 'Female', label: 'Female' },
  { value: 'Other', label: 'Any' },
] as const;
export type Gender = (typeof GENDERS)[number]['value'];

export const CHARGEABLE_OPTIONS = ['Yes', 'No'] as const;
export type Chargeable = (typeof CHARGEABLE_OPTIONS)[number];

export const JOB_STATUSES = ['Active', 'Inactive'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const ROLES = ['jobseeker', 'employer'] as const;
export type Role = (typeof ROLES)[number];

/** NCVT trades taught at Industrial Training Institutes. */
const ITI_TRADES = [
  'Fitter', 'Electrician', 'Welder', 'Turner', 'Machinist', 'COPA', 'Mechanic Motor Vehicle',
  'Mechanic Diesel', 'Electronics Mechanic', 'Refrigeration and Air Conditioning Technician',
  'Draughtsman Civil', 'Draughtsman Mechanical', 'Plumber', 'Carpenter', 'Wireman',
  'Instrument Mechanic', 'Sheet Metal Worker', 'Painter General', 'Tool and Die Maker', 'Other',
] as const;

const DIPLOMA_TRADES = [
  'Civil Engineering', 'Mechanical Engineering', 'Electrical Engineering', 'Electronics Engineering',
  'Electronics and Telecommunication', 'Computer Engineering', 'Information Technology',
  'Automobile Engineering', 'Chemical Engineering', 'Instrumentation Engineering',
  'Production Engineering', 'Mechatronics', 'Plastics Engineering', 'Printing Technology',
  'Textile Technology', 'Architecture', 'Interior Design', 'Fashion Design', 'Pharmacy (D.Pharm)',
  'Medical Laboratory Technology', 'Hotel Management', 'Agriculture', 'Fire and Safety',
  'Mining Engineering', 'Other',
] as const;

const BE_BRANCHES = [
  'Civil Engineering', 'Mechanical Engineering', 'Electrical Engineering', 'Electronics Engineering',
  'Electronics and Telecommunication', 'Computer Engineering', 'Information Technology',
  'Chemical Engineering', 'Instrumentation Engineering', 'Production Engineering',
  'Automobile Engineering', 'Aeronautical Engineering', 'Aerospace Engineering',
  'Biomedical Engineering', 'Biotechnology', 'Mechatronics', 'Metallurgical Engineering',
  'Mining Engineering', 'Petroleum Engineering', 'Textile Engineering', 'Agricultural Engineering',
  'Environmental Engineering', 'Industrial Engineering', 'Marine Engineering',
  'Artificial Intelligence and Data Science', 'Other',
] as const;

const GRADUATION_TRADES = ['B.A', 'B.Com', 'M.Com', 'B.Sc.', 'M.Sc.', 'B.Tech', 'M.Tech', 'B.B.A', 'BCA', 'Other'] as const;

const POST_GRADUATION_TRADES = [
  'M.A', 'M.Com', 'M.Sc.', 'M.Tech', 'M.E', 'MBA', 'MCA', 'M.Ed', 'M.Pharm', 'LL.M', 'M.S.W',
  'M.Lib', 'M.Arch', 'M.Des', 'MPH', 'M.P.Ed',
] as const;

export const TRADES_BY_DEGREE: Readonly<Record<Degree, readonly string[]>> = {
  '10th': ['Other'],
  '12th': ['Other'],
  ITI: ITI_TRADES,
  Diploma: DIPLOMA_TRADES,
  BE: BE_BRANCHES,
  Graduation: GRADUATION_TRADES,
  'Post-Graduation': POST_GRADUATION_TRADES,
};

/** Only Maharashtra is listed; its 36 districts are the cities and areas. */
export const STATES = ['Maharashtra'] as const;
export type State = (typeof STATES)[number];

export const CITIES_BY_STATE: Readonly<Record<State, readonly string[]>> = {
  Maharashtra: [
    'Ahilyanagar', 'Akola', 'Amravati', 'Beed', 'Bhandara', 'Buldhana', 'Chandrapur',
    'Chhatrapati Sambhajinagar', 'Dharashiv', 'Dhule', 'Gadchiroli', 'Gondia', 'Hingoli',
    'Jalgaon', 'Jalna', 'Kolhapur', 'Latur', 'Mumbai City', 'Mumbai Suburban', 'Nagpur',
    'Nanded', 'Nandurbar', 'Nashik', 'Palghar', 'Parbhani', 'Pune', 'Raigad', 'Ratnagiri',
    'Sangli', 'Satara', 'Sindhudurg', 'Solapur', 'Thane', 'Wardha', 'Washim', 'Yavatmal',
  ],
};

/** Suggestions for the Job Role field, Ac Technician to Writer; custom roles may be typed. */
export const JOB_ROLES = [
  'Ac Technician', 'Accountant', 'Accounts Assistant', 'Accounts Executive', 'Admin Executive',
  'Administrative Assistant', 'Aeronautical Engineer', 'Agricultural Officer', 'Air Hostess',
  'Ambulance Driver', 'Android Developer', 'Animator', 'Architect', 'Area Sales Manager',
  'Assembly Line Worker', 'Assistant Manager', 'Assistant Professor', 'Auditor',
  'Auto Electrician', 'Automobile Mechanic', 'Ayurvedic Doctor', 'Back Office Executive', 'Baker',
  'Bank Clerk', 'Bank Teller', 'Bartender', 'Beautician', 'Bike Mechanic', 'Billing Executive',
  'Biomedical Engineer', 'Blogger', 'Boiler Operator', 'BPO Executive', 'Branch Manager',
  'Business Analyst', 'Business Development Executive', 'Business Development Manager', 'Butcher',
  'Cab Driver', 'Cabin Crew', 'CAD Designer', 'Call Center Executive', 'Caretaker', 'Carpenter',
  'Cashier', 'Catering Assistant', 'Chartered Accountant', 'Chef', 'Chemical Engineer', 'Chemist',
  'Civil Engineer', 'Civil Supervisor', 'Cleaner', 'Clerk', 'Cloud Engineer', 'CNC Operator',
  'CNC Programmer', 'Collection Executive', 'Commis Chef', 'Company Secretary',
  'Computer Operator', 'Construction Worker', 'Content Writer', 'Cook', 'Copywriter', 'Counsellor',
  'Courier Boy', 'Crane Operator', 'Credit Analyst', 'Customer Care Executive',
  'Customer Service Executive', 'Customer Support Executive', 'Cyber Security Analyst',
  'Data Analyst', 'Data Engineer', 'Data Entry Operator', 'Data Scientist',
  'Database Administrator', 'Delivery Boy', 'Delivery Executive', 'Dental Assistant', 'Dentist',
  'Designer', 'DevOps Engineer', 'Diesel Mechanic', 'Dietitian', 'Digital Marketing Executive',
  'Dispatch Executive', 'Doctor', 'Draughtsman', 'Driver', 'Dyeing Operator',
  'Electrical Engineer', 'Electrician', 'Electronics Technician', 'Embroidery Worker',
  'Event Coordinator', 'Event Manager', 'Executive Assistant', 'Fabricator', 'Factory Worker',
  'Farm Worker', 'Fashion Designer', 'Field Executive', 'Field Officer', 'Field Sales Executive',
  'Finance Executive', 'Finance Manager', 'Financial Advisor', 'Fire Safety Officer',
  'Fitness Trainer', 'Fitter', 'Fleet Manager', 'Florist', 'Food Delivery Executive',
  'Forklift Operator', 'Front Desk Executive', 'Front Office Executive', 'Frontend Developer',
  'Full Stack Developer', 'Game Developer', 'Gardener', 'Garment Worker', 'Graphic Designer',
  'Ground Staff', 'Guest Relations Executive', 'Gym Trainer', 'Hair Stylist', 'Hardware Engineer',
  'Health Inspector', 'Heavy Vehicle Driver', 'Helper', 'Home Tutor', 'Hospital Attendant',
  'Hotel Manager', 'Housekeeper', 'Housekeeping Supervisor', 'HR Executive', 'HR Manager',
  'HR Recruiter', 'HVAC Technician', 'Import Export Executive', 'Industrial Worker',
  'Instrumentation Engineer', 'Insurance Advisor', 'Insurance Agent', 'Interior Designer',
  'Inventory Manager', 'iOS Developer', 'IT Support Engineer', 'Java Developer',
  'Jewellery Designer', 'Journalist', 'Junior Engineer', 'Kitchen Helper', 'Lab Assistant',
  'Lab Technician', 'Labourer', 'Laundry Worker', 'Lawyer', 'Lecturer', 'Legal Advisor',
  'Librarian', 'Lift Technician', 'Loader', 'Loan Officer', 'Logistics Executive',
  'Logistics Manager', 'Machine Operator', 'Machinist', 'Maid', 'Maintenance Engineer',
  'Maintenance Technician', 'Makeup Artist', 'Marketing Executive', 'Marketing Manager', 'Mason',
  'Mechanic', 'Mechanical Engineer', 'Medical Officer', 'Medical Representative',
  'Medical Transcriptionist', 'Merchandiser', 'Mobile Repair Technician', 'Nanny',
  'Network Engineer', 'Nurse', 'Nursing Assistant', 'Office Assistant', 'Office Boy',
  'Operations Executive', 'Operations Manager', 'Optometrist', 'Packer', 'Painter', 'Paralegal',
  'Patient Care Assistant', 'Payroll Executive', 'Peon', 'Pharmacist', 'Photographer',
  'Physiotherapist', 'Pipe Fitter', 'Plant Manager', 'Plumber', 'Police Constable', 'Porter',
  'Press Operator', 'Principal', 'Printing Press Operator', 'Process Associate',
  'Procurement Executive', 'Product Designer', 'Product Manager', 'Production Engineer',
  'Production Supervisor', 'Professor', 'Project Coordinator', 'Project Manager',
  'Property Manager', 'Purchase Executive', 'Purchase Manager', 'Python Developer', 'QA Engineer',
  'Quality Analyst', 'Quality Inspector', 'Quality Supervisor', 'Radiographer',
  'Real Estate Agent', 'Receptionist', 'Recovery Agent', 'Relationship Manager',
  'Research Analyst', 'Research Assistant', 'Restaurant Manager', 'Retail Sales Associate',
  'Rigger', 'Room Attendant', 'Safety Officer', 'Sales Associate', 'Sales Coordinator',
  'Sales Executive', 'Sales Manager', 'Sales Officer', 'School Teacher', 'Scientist',
  'Security Guard', 'Security Supervisor', 'SEO Executive', 'Service Engineer',
  'Service Technician', 'Sewing Machine Operator', 'Shop Assistant', 'Site Engineer',
  'Site Supervisor', 'Social Media Manager', 'Social Worker', 'Software Developer',
  'Software Engineer', 'Software Tester', 'Solar Technician', 'Sound Engineer', 'Spa Therapist',
  'Sports Coach', 'Steward', 'Store Keeper', 'Store Manager', 'Supervisor',
  'Supply Chain Executive', 'Surveyor', 'System Administrator', 'Tailor', 'Tax Consultant',
  'Teacher', 'Team Leader', 'Technical Support Engineer', 'Technician', 'Telecaller',
  'Telemarketing Executive', 'Textile Worker', 'Ticketing Executive', 'Tiles Fitter',
  'Tool Room Operator', 'Tour Guide', 'Tourism Executive', 'Trainer', 'Translator',
  'Transport Manager', 'Travel Consultant', 'Truck Driver', 'Turner', 'Tutor', 'UI Designer',
  'UX Designer', 'Veterinary Doctor', 'Video Editor', 'Videographer', 'Waiter', 'Ward Boy',
  'Warehouse Assistant', 'Warehouse Manager', 'Warehouse Supervisor', 'Watchman', 'Web Designer',
  'Web Developer', 'Welder', 'Wireman', 'Writer',
] as const;
