/**
 * The skills a work profile suggests for each trade (the `choices` catalog
 * labels them in every language, `skill:<value>`). A seeker may also type
 * skills in their own words: those are kept as typed and shown as typed.
 * Trades without a list of their own get the general skills only.
 */

/** Useful whatever the trade: offered to everyone, after the trade's own. */
export const GENERAL_SKILLS = [
  'Computer basics',
  'MS Excel',
  'MS Word',
  'Two-wheeler driving licence',
  'Four-wheeler driving licence',
  'Customer handling',
  'Team work',
  'Safety practices',
] as const;

const MECHANICAL = ['Machine operation', 'Measuring instruments', 'Reading drawings', 'Quality inspection', 'Preventive maintenance'] as const;
const ELECTRICAL = ['House wiring', 'Industrial wiring', 'Motor winding', 'Panel wiring', 'PLC basics', 'Electrical maintenance'] as const;
const SOFTWARE = ['Programming', 'Web development', 'SQL', 'Networking', 'Tally', 'Data entry'] as const;
const CIVIL = ['AutoCAD', 'Site supervision', 'Surveying', 'Estimation and costing', 'Reading drawings'] as const;
const ACCOUNTS = ['Tally', 'GST filing', 'Bookkeeping', 'Data entry', 'Payroll'] as const;

/** A trade's own skills, most asked-for first. */
export const SKILLS_BY_TRADE: Readonly<Record<string, readonly string[]>> = {
  Fitter: ['Fitting and assembly', 'Reading drawings', 'Measuring instruments', 'Hydraulics and pneumatics', 'Preventive maintenance'],
  Electrician: ELECTRICAL,
  Wireman: ['House wiring', 'Industrial wiring', 'Panel wiring', 'Electrical maintenance'],
  Welder: ['Arc welding', 'MIG welding', 'TIG welding', 'Gas cutting', 'Reading drawings'],
  Turner: ['Lathe operation', 'CNC operation', 'Measuring instruments', 'Reading drawings'],
  Machinist: ['CNC operation', 'VMC operation', 'Lathe operation', 'Milling', 'Measuring instruments'],
  COPA: ['Computer basics', 'MS Excel', 'Data entry', 'Tally', 'Typing'],
  'Mechanic Motor Vehicle': ['Vehicle servicing', 'Engine repair', 'Auto electrical', 'Diagnosis tools'],
  'Mechanic Diesel': ['Engine repair', 'Fuel systems', 'Vehicle servicing', 'Diagnosis tools'],
  'Electronics Mechanic': ['Soldering', 'Circuit repair', 'Mobile repair', 'Measuring instruments'],
  'Refrigeration and Air Conditioning Technician': ['AC installation', 'AC servicing', 'Gas charging', 'Refrigerator repair'],
  Plumber: ['Pipe fitting', 'Sanitary fitting', 'Reading drawings'],
  Carpenter: ['Furniture making', 'Wood finishing', 'Reading drawings'],
  'Draughtsman Civil': CIVIL,
  'Draughtsman Mechanical': ['AutoCAD', 'SolidWorks', 'Reading drawings', 'Measuring instruments'],
  'Civil Engineering': CIVIL,
  'Mechanical Engineering': ['AutoCAD', 'SolidWorks', ...MECHANICAL],
  'Production Engineering': MECHANICAL,
  'Automobile Engineering': ['Vehicle servicing', 'Engine repair', 'Quality inspection', 'AutoCAD'],
  'Electrical Engineering': ELECTRICAL,
  'Electronics Engineering': ['Soldering', 'Circuit repair', 'PLC basics', 'Embedded systems'],
  'Electronics and Telecommunication': ['Networking', 'Embedded systems', 'Circuit repair'],
  'Computer Engineering': SOFTWARE,
  'Information Technology': SOFTWARE,
  'Artificial Intelligence and Data Science': ['Programming', 'SQL', 'Data analysis', 'Machine learning'],
  BCA: SOFTWARE,
  MCA: SOFTWARE,
  'B.Com': ACCOUNTS,
  'M.Com': ACCOUNTS,
  'B.B.A': ['Sales', 'Marketing', 'Customer handling', 'MS Excel'],
  MBA: ['Sales', 'Marketing', 'Team management', 'MS Excel'],
  'Hotel Management': ['Cooking', 'Housekeeping', 'Front office', 'Food and beverage service'],
  'Pharmacy (D.Pharm)': ['Dispensing medicines', 'Stock keeping', 'Customer handling'],
  'Medical Laboratory Technology': ['Sample collection', 'Lab testing', 'Lab equipment handling'],
  'Fire and Safety': ['Fire fighting', 'First aid', 'Safety audits', 'Safety practices'],
};

/** Every curated skill once: the `choices` catalog's skill labels. */
export const SKILLS: readonly string[] = [...new Set([...Object.values(SKILLS_BY_TRADE).flat(), ...GENERAL_SKILLS])];

/** What the Skills field suggests for a trade: its own skills, then the general ones. */
export function skillsFor(trade: string): readonly string[] {
  return [...new Set([...(SKILLS_BY_TRADE[trade] ?? []), ...GENERAL_SKILLS])];
}
