// A best-effort Latin -> Devanagari spelling of an Indian place name, for the
// districts our data source names only in English. It follows how Indian
// place names are usually romanised (a short "a" is the inherent vowel, "aa"
// and a final "a" are long, a consonant before a consonant joins it), so the
// result reads right for most names and is only ever a fallback: names people
// know another way are written by hand in overrides.mjs.

const WORDS = {
  north: ['उत्तर', 'उत्तर'],
  south: ['दक्षिण', 'दक्षिण'],
  east: ['पूर्व', 'पूर्व'],
  west: ['पश्चिम', 'पश्चिम'],
  central: ['मध्य', 'मध्य'],
  middle: ['मध्य', 'मध्य'],
  urban: ['शहरी', 'शहरी'],
  rural: ['ग्रामीण', 'ग्रामीण'],
  city: ['शहर', 'शहर'],
  and: ['और', 'आणि'],
  upper: ['अपर', 'अपर'],
  lower: ['लोअर', 'लोअर'],
  hills: ['हिल्स', 'हिल्स'],
  valley: ['वैली', 'व्हॅली'],
  district: ['ज़िला', 'जिल्हा'],
  nagar: ['नगर', 'नगर'],
  sahib: ['साहिब', 'साहिब'],
  delhi: ['दिल्ली', 'दिल्ली'],
  sri: ['श्री', 'श्री'],
};

const CONSONANTS = [
  ['ksh', 'क्ष'],
  ['rh', 'ढ़'],
  ['chh', 'छ'],
  ['sh', 'श'],
  ['kh', 'ख'],
  ['gh', 'घ'],
  ['ch', 'च'],
  ['jh', 'झ'],
  ['th', 'थ'],
  ['dh', 'ध'],
  ['ph', 'फ'],
  ['bh', 'भ'],
  ['k', 'क'],
  ['g', 'ग'],
  ['c', 'क'],
  ['j', 'ज'],
  ['t', 'त'],
  ['d', 'द'],
  ['n', 'न'],
  ['p', 'प'],
  ['b', 'ब'],
  ['m', 'म'],
  ['y', 'य'],
  ['r', 'र'],
  ['l', 'ल'],
  ['v', 'व'],
  ['w', 'व'],
  ['s', 'स'],
  ['h', 'ह'],
  ['z', 'ज़'],
  ['f', 'फ़'],
  ['q', 'क'],
  ['x', 'क्स'],
];

// [latin, letter at a syllable's start, sign after a consonant]
const VOWELS = [
  ['aa', 'आ', 'ा'],
  ['ai', 'ऐ', 'ै'],
  ['au', 'औ', 'ौ'],
  ['ee', 'ई', 'ी'],
  ['ii', 'ई', 'ी'],
  ['oo', 'ऊ', 'ू'],
  ['ou', 'औ', 'ौ'],
  ['a', 'अ', ''],
  ['i', 'इ', 'ि'],
  ['u', 'उ', 'ु'],
  ['e', 'ए', 'े'],
  ['o', 'ओ', 'ो'],
];

const startsWith = (table, text, at) => table.find(([latin]) => text.startsWith(latin, at));

function spellWord(word, language) {
  const lower = word.toLowerCase();
  const known = WORDS[lower];
  if (known) return known[language === 'hi' ? 0 : 1];
  let out = '';
  let afterConsonant = false;
  let previous = '';
  for (let at = 0; at < lower.length;) {
    const vowel = startsWith(VOWELS, lower, at);
    if (vowel) {
      const [latin, letter, sign] = vowel;
      const last = at + latin.length === lower.length;
      if (afterConsonant) {
        // A final short a, i or u of a place name is said long: Patna, Ratnagiri.
        if (last && latin === 'a') out += 'ा';
        else if (last && latin === 'i') out += 'ी';
        else out += sign;
      } else out += letter;
      afterConsonant = false;
      at += latin.length;
      continue;
    }
    const consonant = startsWith(CONSONANTS, lower, at);
    if (!consonant) {
      out += word[at];
      afterConsonant = false;
      at += 1;
      continue;
    }
    const [latin, letter] = consonant;
    const next = at + latin.length;
    const nextIsConsonant = next < lower.length && !startsWith(VOWELS, lower, next) && /[a-z]/.test(lower[next]);
    // A nasal closing a syllable before another consonant is an anusvara: Ranchi, Champa.
    if (
      (latin === 'n' || latin === 'm') &&
      !afterConsonant &&
      !/[yrvw]/.test(lower[next]) &&
      out &&
      nextIsConsonant &&
      lower[next] !== latin &&
      lower[next] !== 'y'
    ) {
      out += 'ं';
      at = next;
      continue;
    }
    // Devanagari leaves most clusters to the reader (Gorakhpur गोरखपुर); it joins a doubled
    // consonant and one before y, r or v (Muzaffar, Kanya, Prakasam).
    if (afterConsonant && (previous === latin || /^[yrvw]$/.test(latin))) out += '्';
    out += letter;
    afterConsonant = true;
    previous = latin;
    at = next;
  }
  return out;
}

/** The name in हिन्दी ('hi') or मराठी ('mr') letters, word by word. */
export function transliterate(name, language) {
  const spelled = name.replace(/[A-Za-z]+/g, (word) => spellWord(word, language));
  // Marathi writes the common endings -pur and -garh long and without the dot: Nagpur नागपूर.
  return language === 'mr' ? spelled.replace(/पुर(?=$|[\s)-])/g, 'पूर').replace(/गढ़(?=$|[\s)-])/g, 'गड') : spelled;
}
