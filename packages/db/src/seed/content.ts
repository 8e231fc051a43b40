// Rows of the demo academy, built from fixed data and the seed time. Pure: no I/O, so the same
// call gives the same rows (apart from dates, which follow `now` so windows stay meaningful).
import type * as schema from '../schema/index.ts';
import type { ContactFieldSwitches } from '../schema/index.ts';
import { COURSE_CATALOG, DEMO_COURSE_IDS, PARTNER_GROUP_ID, type CourseSpec, type RegWindow } from './course-catalog.ts';
import type { MediaSpec } from './media.ts';
import { DEFAULT_CONTACT_FIELDS, PAYMENT_METHOD_DEFAULTS } from './defaults.ts';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export const SEED_NAME = 'demo-v1';
export const PREVIEW_VIDEO = 'preview.mp4';
/**
 * The paid lectures' video: the same clip, kept in the upload folder's private part, which /uploads/
 * does not serve. Only the lecture media route hands it out, to viewers with access (spec §6).
 */
export const LECTURE_VIDEO = 'private/lecture.mp4';

const DAY_MS = 86_400_000;
const url = (file: string) => `/uploads/${file}`;
const coursePicture = (id: number) => `course-${id}.jpg`;
const productImage = (id: number, n: number) => `product-${id}-${n}.jpg`;
const teacherPortrait = (id: number) => `teacher-${id}.jpg`;
const promotionBanner = (id: number) => `promotion-${id}.jpg`;
const PROMPTPAY_QR = 'promptpay-qr.png';

export interface DemoLogin {
  role: 'admin' | 'instructor' | 'student';
  username: string;
  email: string;
  password: string;
}

/** Demo accounts; their plain passwords are printed in the start-up log (architecture.md). */
export const DEMO_LOGINS: DemoLogin[] = [
  { role: 'admin', username: 'admin', email: 'admin@rian-academy.example', password: 'rian-admin-demo' },
  { role: 'instructor', username: 'teacher', email: 'teacher@rian-academy.example', password: 'rian-teacher-demo' },
  { role: 'student', username: 'student', email: 'student@rian-academy.example', password: 'rian-student-demo' },
  // In the partner-company group, so the group-restricted course can be bought (spec §6).
  { role: 'student', username: 'partner', email: 'partner@rian-academy.example', password: 'rian-partner-demo' },
];

export interface DemoContent {
  siteSettings: Insert<typeof schema.siteSettings>;
  textOverrides: Insert<typeof schema.textOverrides>[];
  userGroups: Insert<typeof schema.userGroups>[];
  /** Users without password_hash: the caller hashes `password` (argon2id, architecture.md). */
  users: (Omit<Insert<typeof schema.users>, 'password_hash'> & { id: number; password: string })[];
  userGroupMembers: Insert<typeof schema.userGroupMembers>[];
  categories: Insert<typeof schema.categories>[];
  teachers: Insert<typeof schema.teachers>[];
  courses: Insert<typeof schema.courses>[];
  courseTeachers: Insert<typeof schema.courseTeachers>[];
  sections: Insert<typeof schema.sections>[];
  lectures: Insert<typeof schema.lectures>[];
  pricingPlans: Insert<typeof schema.pricingPlans>[];
  courseAccess: Insert<typeof schema.courseAccess>[];
  products: Insert<typeof schema.products>[];
  shippingFees: Insert<typeof schema.shippingFees>[];
  coupons: Insert<typeof schema.coupons>[];
  promotions: Insert<typeof schema.promotions>[];
  paymentMethods: Insert<typeof schema.paymentMethods>[];
  bankAccounts: Insert<typeof schema.bankAccounts>[];
  customLabels: Insert<typeof schema.customLabels>[];
  /** Every generated image; the bundled preview video is copied separately. */
  media: MediaSpec[];
}

// spec §5: the site defaults' contact fields, with the user group shown and required: the demo
// restricts a course by group (spec §6).
const CONTACT_FIELDS: ContactFieldSwitches = {
  ...DEFAULT_CONTACT_FIELDS,
  studentGroupKpi: { enable: true, require: true },
};

const HOW_TO_BUY = [
  '1. เลือกคอร์สที่สนใจ แล้วกดปุ่ม "สมัครเรียน"',
  '2. เลือกแพ็กเกจราคาที่ต้องการ ใส่โค้ดคูปองหรือเลือกโปรโมชัน (ถ้ามี)',
  '3. กรอกข้อมูลผู้เรียน หรือเข้าสู่ระบบหากเป็นสมาชิกอยู่แล้ว',
  '4. เลือกช่องทางชำระเงิน: โอนเงินผ่านธนาคาร พร้อมเพย์ บัตรเครดิต/เดบิต ผ่อนชำระ หรือ PayPal',
  '5. หากโอนเงิน กรุณาแจ้งชำระเงินพร้อมแนบสลิปภายใน 48 ชั่วโมง มิฉะนั้นคำสั่งซื้อจะถูกยกเลิกอัตโนมัติ',
  '6. เมื่อชำระเงินสำเร็จ ระบบจะเปิดสิทธิ์เข้าเรียนให้ทันที (กรณีโอนเงิน ภายใน 1 วันทำการหลังตรวจสอบสลิป)',
].join('\n');

/**
 * The demo's credentials of each online method (spec §3: application_id_1, secret_key, name_web).
 * The sandboxes under /sandbox/{provider} accept them; PAYMENTS_MODE=production refuses every one.
 */
export const DEMO_METHOD_CREDENTIALS: Record<number, { application_id_1: string; secret_key: string; name_web?: string }> = {
  2: { application_id_1: 'demo-paypal-client-id', secret_key: 'demo-paypal-client-secret' },
  3: { application_id_1: 'demo-2c2p-merchant', secret_key: 'demo-2c2p-signing-secret', name_web: 'Rian Academy' },
  4: { application_id_1: 'demo-scb-api-key', secret_key: 'demo-scb-api-secret' },
  8: { application_id_1: 'pkey_test_demo', secret_key: 'skey_test_demo' },
  9: { application_id_1: 'pkey_test_demo', secret_key: 'skey_test_demo' },
  10: { application_id_1: 'demo-2c2p-merchant', secret_key: 'demo-2c2p-signing-secret' },
  11: { application_id_1: 'demo-gbprimepay-public-key', secret_key: 'demo-gbprimepay-secret-key' },
  12: { application_id_1: 'demo-gbprimepay-public-key', secret_key: 'demo-gbprimepay-token' },
  13: { application_id_1: 'demo-paysolutions-merchant', secret_key: 'demo-paysolutions-secret' },
  15: { application_id_1: 'demo-2c2p-merchant', secret_key: 'demo-2c2p-signing-secret' },
};

function withDemoCredentials(rows: typeof PAYMENT_METHOD_DEFAULTS): Insert<typeof schema.paymentMethods>[] {
  return rows.map((row) => ({ ...row, ...DEMO_METHOD_CREDENTIALS[row.id] }));
}

const CATEGORIES = [
  {
    id: 1,
    name: 'ธุรกิจและการตลาด',
    name_en: 'Business & Marketing',
    link_path: 'business',
    description: 'การตลาดออนไลน์ บัญชี ภาษี และเครื่องมือสำหรับคนทำธุรกิจ',
  },
  {
    id: 2,
    name: 'การเขียนโปรแกรม',
    name_en: 'Programming',
    link_path: 'programming',
    description: 'เขียนโปรแกรม พัฒนาเว็บ และวิเคราะห์ข้อมูล ตั้งแต่พื้นฐานจนถึงใช้งานจริง',
  },
  { id: 3, name: 'การออกแบบ', name_en: 'Design', link_path: 'design', description: 'ออกแบบ UX/UI กราฟิก และการถ่ายภาพ' },
  { id: 4, name: 'ภาษา', name_en: 'Languages', link_path: 'language', description: 'ภาษาอังกฤษ ญี่ปุ่น จีน และภาษาไทยสำหรับชาวต่างชาติ' },
  {
    id: 5,
    name: 'พัฒนาตนเอง',
    name_en: 'Personal Development',
    link_path: 'personal-development',
    description: 'ทักษะการทำงานและการใช้ชีวิตที่ช่วยให้คุณเติบโต',
  },
];

/** Cover gradients (media.ts palette indexes) cycled over the courses; the dark one is left to the T-shirt. */
const COURSE_PALETTES = [0, 1, 2, 3, 4, 5, 6, 7, 9];

const TEACHERS: (Insert<typeof schema.teachers> & { id: number; initials: string })[] = [
  {
    id: 1,
    user_id: 2,
    initials: 'NS',
    name: 'ณัฐวุฒิ ศรีสวัสดิ์',
    name_en: 'Nattawut Srisawat',
    title: 'ที่ปรึกษาการตลาดดิจิทัล',
    biography:
      'ที่ปรึกษาการตลาดดิจิทัลให้ธุรกิจ SME มากว่า 12 ปี เคยดูแลงบโฆษณาออนไลน์ของแบรนด์ค้าปลีกชั้นนำ และเป็นวิทยากรรับเชิญของหน่วยงานส่งเสริมผู้ประกอบการหลายแห่ง',
  },
  {
    id: 2,
    initials: 'PW',
    name: 'ดร.พิมพ์ชนก วงศ์ไพบูลย์',
    name_en: 'Dr. Pimchanok Wongpaiboon',
    title: 'วิศวกรซอฟต์แวร์อาวุโสและนักวิทยาศาสตร์ข้อมูล',
    biography:
      'จบปริญญาเอกด้านวิทยาการคอมพิวเตอร์ มีประสบการณ์พัฒนาระบบให้บริษัทฟินเทคและอีคอมเมิร์ซกว่า 10 ปี ชอบอธิบายเรื่องยากให้เข้าใจง่ายด้วยตัวอย่างจากงานจริง',
  },
  {
    id: 3,
    initials: 'KJ',
    name: 'กิตติพัฒน์ ใจดี',
    name_en: 'Kittipat Jaidee',
    title: 'นักออกแบบ UX/UI และช่างภาพ',
    biography: 'นักออกแบบประสบการณ์ผู้ใช้ที่เคยออกแบบแอปธนาคารและแอปส่งอาหารที่มีผู้ใช้หลักล้านคน ยามว่างรับถ่ายภาพสินค้าให้แบรนด์ท้องถิ่น',
  },
  {
    id: 4,
    initials: 'AT',
    name: 'อรุณี ทองมา',
    name_en: 'Arunee Thongma',
    title: 'ครูสอนภาษาอังกฤษและภาษาไทยสำหรับชาวต่างชาติ',
    biography: 'สอนภาษาอังกฤษเพื่อการทำงานให้พนักงานบริษัทข้ามชาติ และสอนภาษาไทยให้ชาวต่างชาติมากว่า 8 ปี ได้รับประกาศนียบัตร CELTA',
  },
  {
    id: 5,
    initials: 'YT',
    name: 'ยูกิ ทานากะ',
    name_en: 'Yuki Tanaka',
    title: 'อาจารย์ภาษาญี่ปุ่นเจ้าของภาษา',
    biography: 'อาจารย์ชาวญี่ปุ่นที่อาศัยอยู่ในประเทศไทยมากว่า 15 ปี พูดภาษาไทยได้คล่อง และเคยเตรียมผู้เรียนสอบ JLPT มาแล้วหลายร้อยคน',
  },
  {
    id: 6,
    initials: 'SR',
    name: 'สมศักดิ์ เรืองชัย',
    name_en: 'Somsak Ruangchai',
    title: 'ผู้สอบบัญชีรับอนุญาต (CPA)',
    biography:
      'ผู้สอบบัญชีรับอนุญาตและเจ้าของสำนักงานบัญชีที่ดูแลลูกค้ากว่า 200 กิจการ เชี่ยวชาญการวางระบบบัญชีและการวางแผนภาษีสำหรับธุรกิจขนาดกลางและขนาดย่อม',
  },
  {
    id: 7,
    initials: 'WS',
    name: 'วราภรณ์ แซ่ลี้',
    name_en: 'Waraporn Saelee',
    title: 'ล่ามและครูสอนภาษาจีนธุรกิจ',
    biography: 'จบการศึกษาจากมหาวิทยาลัยในปักกิ่ง ทำงานเป็นล่ามในการเจรจาธุรกิจระหว่างไทยและจีนมากว่า 10 ปี ได้รับ HSK ระดับ 6',
  },
];

const PRODUCTS: {
  id: number;
  title: string;
  title_en: string;
  slug: string;
  short: string;
  paragraphs: string[];
  price: number;
  price_usd?: number;
  full_price?: number;
  qty: number;
  sku: string;
  weight: number;
  shape: 'book' | 'kit' | 'shirt' | 'cards';
  label: string;
  palette: number;
  images: string[];
}[] = [
  {
    id: 1,
    title: 'หนังสือ "การตลาดออนไลน์ฉบับลงมือทำ"',
    title_en: 'Hands-on Online Marketing (Book)',
    slug: 'hands-on-online-marketing-book',
    short: 'คู่มือการตลาดออนไลน์สำหรับเจ้าของธุรกิจ พร้อมแบบฟอร์มวางแผนให้กรอกตาม',
    paragraphs: [
      'หนังสือคู่มือที่สรุปเนื้อหาจากคอร์สการตลาดออนไลน์สำหรับธุรกิจ SME ให้คุณพกไปอ่านได้ทุกที่ อธิบายทีละขั้นตอนตั้งแต่การกำหนดกลุ่มลูกค้า การวางแผนคอนเทนต์ จนถึงการวัดผลโฆษณา',
      'ความยาว 240 หน้า พิมพ์สี่สีทั้งเล่ม พร้อมแบบฟอร์มวางแผนการตลาด 90 วันที่ฉีกออกไปใช้งานได้',
    ],
    price: 35000,
    price_usd: 1200,
    full_price: 42000,
    qty: 120,
    sku: 'RA-BK-001',
    weight: 450,
    shape: 'book',
    label: 'MARKETING',
    palette: 0,
    images: ['ปกหน้า', 'ปกหลัง', 'ตัวอย่างเนื้อหาด้านใน'],
  },
  {
    id: 2,
    title: 'หนังสือ "Python ฉบับเริ่มต้น"',
    title_en: 'Python for Beginners (Book)',
    slug: 'python-for-beginners-book',
    short: 'เรียน Python ด้วยตัวเองจากตัวอย่างกว่า 100 ตัวอย่าง เหมาะกับผู้ไม่มีพื้นฐาน',
    paragraphs: [
      'หนังสือเรียน Python สำหรับผู้เริ่มต้น อธิบายด้วยภาษาง่าย ๆ พร้อมตัวอย่างโค้ดกว่า 100 ตัวอย่างและแบบฝึกหัดท้ายบทพร้อมเฉลย',
      'ใช้คู่กับคอร์สเริ่มต้นเขียนโปรแกรมด้วย Python ได้อย่างลงตัว ดาวน์โหลดโค้ดตัวอย่างทั้งหมดได้จากเว็บไซต์ของสถาบัน',
    ],
    price: 29000,
    price_usd: 990,
    qty: 80,
    sku: 'RA-BK-002',
    weight: 380,
    shape: 'book',
    label: 'PYTHON',
    palette: 2,
    images: ['ปกหน้า', 'ตัวอย่างเนื้อหาด้านใน'],
  },
  {
    id: 3,
    title: 'ชุดอุปกรณ์ Arduino สำหรับผู้เริ่มต้น',
    title_en: 'Arduino Starter Kit',
    slug: 'arduino-starter-kit',
    short: 'บอร์ด Arduino พร้อมเซนเซอร์และอุปกรณ์กว่า 30 ชิ้น สำหรับฝึกทำโปรเจกต์ IoT',
    paragraphs: [
      'ชุดอุปกรณ์สำหรับผู้เริ่มต้นเรียนรู้อิเล็กทรอนิกส์และการเขียนโปรแกรมควบคุมอุปกรณ์ ประกอบด้วยบอร์ด Arduino Uno, เบรดบอร์ด, สายจัมเปอร์, LED, ตัวต้านทาน, เซนเซอร์วัดอุณหภูมิและความชื้น, เซนเซอร์วัดระยะ และมอเตอร์เซอร์โว',
      'มาพร้อมคู่มือภาษาไทย 12 โปรเจกต์ ตั้งแต่ไฟกะพริบไปจนถึงสถานีวัดอากาศขนาดเล็ก บรรจุในกล่องพลาสติกแข็งแรง จัดส่งแบบพัสดุขนาดใหญ่',
    ],
    price: 129000,
    full_price: 159000,
    qty: 25,
    sku: 'RA-KIT-001',
    weight: 1200,
    shape: 'kit',
    label: 'ARDUINO',
    palette: 3,
    images: ['กล่องบรรจุภัณฑ์', 'อุปกรณ์ทั้งหมดในชุด', 'บอร์ด Arduino Uno', 'คู่มือภาษาไทย'],
  },
  {
    id: 4,
    title: 'เสื้อยืด Rian Academy รุ่นลิมิเต็ด',
    title_en: 'Rian Academy Limited T-shirt',
    slug: 'rian-academy-t-shirt',
    short: 'เสื้อยืดคอตตอน 100% สกรีนโลโก้สถาบัน ผลิตจำนวนจำกัด',
    paragraphs: [
      'เสื้อยืดผ้าคอตตอน 100% เนื้อนุ่ม ใส่สบาย ระบายอากาศได้ดี สกรีนโลโก้ Rian Academy ด้วยหมึกคุณภาพสูง ไม่แตกไม่ลอก',
      'มีไซซ์ S ถึง XXL ผลิตจำนวนจำกัดเฉพาะรุ่นนี้เท่านั้น',
    ],
    price: 39000,
    qty: 0,
    sku: 'RA-TS-001',
    weight: 200,
    shape: 'shirt',
    label: 'RIAN',
    palette: 8,
    images: ['ด้านหน้า', 'ด้านหลัง', 'รายละเอียดลายสกรีน'],
  },
  {
    id: 5,
    title: 'สมุดฝึกเขียนฮิรางานะและคาตากานะ',
    title_en: 'Hiragana & Katakana Workbook',
    slug: 'hiragana-katakana-workbook',
    short: 'สมุดฝึกคัดตัวอักษรญี่ปุ่นทีละตัว พร้อมลำดับขีดและคำศัพท์ตัวอย่าง',
    paragraphs: [
      'สมุดฝึกเขียนตัวอักษรฮิรางานะและคาตากานะครบทุกตัว แสดงลำดับการลากเส้นอย่างละเอียด พร้อมคำศัพท์ตัวอย่างและคำอ่านภาษาไทย',
      'กระดาษถนอมสายตา หนา 80 แกรม เขียนได้ทั้งดินสอและปากกา',
    ],
    price: 18000,
    qty: 60,
    sku: 'RA-BK-003',
    weight: 250,
    shape: 'book',
    label: 'KANA',
    palette: 6,
    images: ['ปกหน้า', 'ตัวอย่างหน้าฝึกเขียน'],
  },
  {
    id: 6,
    title: 'แฟลชการ์ดคำศัพท์ภาษาอังกฤษเพื่อการทำงาน 1,000 คำ',
    title_en: 'Workplace English Flashcards (1,000 words)',
    slug: 'workplace-english-flashcards',
    short: 'การ์ดคำศัพท์ภาษาอังกฤษที่ใช้บ่อยในที่ทำงาน พร้อมคำแปลและประโยคตัวอย่าง',
    paragraphs: [
      'แฟลชการ์ด 1,000 คำศัพท์ที่ใช้บ่อยที่สุดในที่ทำงาน แบ่งเป็น 10 หมวด เช่น การประชุม อีเมล การเงิน และการขาย ด้านหน้าเป็นคำศัพท์ ด้านหลังมีคำแปล คำอ่าน และประโยคตัวอย่าง',
      'สแกน QR Code บนการ์ดเพื่อฟังการออกเสียงจากเจ้าของภาษาได้ทันที',
    ],
    price: 25000,
    price_usd: 850,
    full_price: 30000,
    qty: 45,
    sku: 'RA-FC-001',
    weight: 300,
    shape: 'cards',
    label: 'ENGLISH',
    palette: 6,
    images: ['กล่องแฟลชการ์ด', 'ตัวอย่างการ์ดด้านหน้า', 'ตัวอย่างการ์ดด้านหลัง'],
  },
];

function regDates(window: RegWindow, now: Date): { start: Date | null; end: Date | null } {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  // Wide margins so that a long-lived demo database keeps showing each state for a year.
  switch (window) {
    case 'open':
      return { start: at(-30), end: at(365) };
    case 'closed':
      return { start: at(-90), end: at(-7) };
    case 'future':
      return { start: at(45), end: at(400) };
    case 'none':
      return { start: null, end: null };
  }
}

/** Lecture length from its id: 4 to 22 minutes, stable across runs. */
function lectureSeconds(id: number): number {
  return 240 + ((id * 7919) % 1080);
}

function durationText(spec: CourseSpec, videoCount: number, seconds: number): string {
  if (spec.durationText) return spec.durationText;
  const h = Math.floor(seconds / 3600);
  const m = Math.round((seconds % 3600) / 60);
  if (spec.language === 'en') return `${videoCount} video lessons · ${h} h ${m} min`;
  return `${videoCount} บทเรียนวิดีโอ · ${h > 0 ? `${h} ชั่วโมง ` : ''}${m} นาที`;
}

export function buildDemoContent(now: Date): DemoContent {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const media: MediaSpec[] = [];

  const courses: DemoContent['courses'] = [];
  const courseTeachers: DemoContent['courseTeachers'] = [];
  const sections: DemoContent['sections'] = [];
  const lectures: DemoContent['lectures'] = [];
  const pricingPlans: DemoContent['pricingPlans'] = [];
  let sectionId = 0;
  let lectureId = 0;
  let planId = 0;
  let quizId = 0;
  let homeworkId = 0;
  let ownedPlanId: number | null = null;

  COURSE_CATALOG.forEach((spec, index) => {
    const id = index + 1;
    const picture = url(coursePicture(id));
    media.push({
      kind: 'course',
      file: coursePicture(id),
      code: spec.code,
      caption: spec.titleEn,
      palette: COURSE_PALETTES[index % COURSE_PALETTES.length] ?? 0,
    });

    let videoCount = 0;
    let videoSeconds = 0;
    spec.outline.forEach(([name, items], sIndex) => {
      sectionId += 1;
      sections.push({ id: sectionId, course_id: id, name, sort: sIndex + 1 });
      items.forEach((item, lIndex) => {
        lectureId += 1;
        const isVideo = typeof item === 'string';
        const seconds = isVideo ? lectureSeconds(lectureId) : 0;
        if (isVideo) {
          videoCount += 1;
          videoSeconds += seconds;
        }
        lectures.push({
          id: lectureId,
          course_id: id,
          section_id: sectionId,
          name: isVideo ? item : item.name,
          content_type: isVideo ? 'video' : item.type,
          // spec §2: the first lecture of each course is the free preview.
          video_url: isVideo ? url(sIndex === 0 && lIndex === 0 ? PREVIEW_VIDEO : LECTURE_VIDEO) : null,
          duration_seconds: seconds,
          is_preview: sIndex === 0 && lIndex === 0 ? 1 : 0,
          quiz_id: !isVideo && item.type === 'quiz' ? ++quizId : null,
          homework_id: !isVideo && item.type === 'homework' ? ++homeworkId : null,
          sort: lIndex + 1,
        });
      });
    });

    const { start, end } = regDates(spec.window, now);
    courses.push({
      id,
      title: spec.title,
      title_en: spec.titleEn,
      slug: spec.slug,
      category_id: spec.categoryId,
      short_description: spec.shortDescription,
      description: spec.paragraphs.join('\n\n'),
      highlights: spec.highlights,
      level: spec.level,
      duration_text: durationText(spec, videoCount, videoSeconds),
      course_type: spec.courseType ?? 'online',
      picture_url: picture,
      video_url: url(PREVIEW_VIDEO),
      start_reg_date: start,
      end_reg_date: end,
      seat: spec.seat ?? null,
      seats_taken: spec.seatsTaken ?? 0,
      course_for_user_group: spec.userGroups ?? [],
      layout: spec.layout,
      course_language: spec.language ?? 'th',
      is_bestseller: spec.bestseller ? 1 : 0,
      is_published: spec.published ?? true,
      sort: id,
      meta_title: spec.meta?.title ?? null,
      meta_description: spec.meta?.description ?? null,
      meta_keywords: spec.meta?.keywords ?? null,
      meta_robots: spec.meta ? 'index,follow' : null,
      og_image_url: spec.meta ? picture : null,
      // Older courses first, so "newest" sorting shows the catalogue's end.
      created_at: at(index - 120),
      updated_at: at(index - 120),
    });

    spec.teacherIds.forEach((teacherId, tIndex) =>
      courseTeachers.push({ course_id: id, teacher_id: teacherId, sort: tIndex + 1 }),
    );

    spec.plans.forEach((plan, pIndex) => {
      planId += 1;
      if (id === DEMO_COURSE_IDS.ownedByStudent && plan.type === 'Actual' && !plan.renew) ownedPlanId = planId;
      pricingPlans.push({
        id: planId,
        name: plan.name,
        course_id: id,
        plan_type: plan.type,
        term: plan.term ?? null,
        term_unit: plan.unit ?? null,
        price: plan.price,
        price_usd: plan.usd ?? null,
        pricing_type: plan.renew ? 'renew' : 'default',
        status_show: plan.hidden ? 0 : 1,
        is_default: plan.isDefault ? 1 : 0,
        free_for: plan.freeForStudentOwning ? 'Student' : null,
        free_course_ids: plan.freeForStudentOwning ? plan.freeForStudentOwning.join(',') : null,
        need_approval: plan.needApproval ? 1 : 0,
        buy_course_free: 0,
        is_for_member: plan.memberOnly ? 1 : 0,
        sort: pIndex + 1,
      });
    });
  });

  for (const t of TEACHERS) media.push({ kind: 'portrait', file: teacherPortrait(t.id), initials: t.initials, palette: t.id });
  const teachers = TEACHERS.map(({ initials: _initials, ...t }) => ({ ...t, picture_url: url(teacherPortrait(t.id)) }));

  const products: DemoContent['products'] = PRODUCTS.map((p) => {
    const gallery = p.images.map((alt, i) => {
      media.push({
        kind: 'product',
        file: productImage(p.id, i + 1),
        shape: p.shape,
        label: p.label,
        palette: p.palette,
        view: i,
      });
      return { url: url(productImage(p.id, i + 1)), alt: `${p.title} - ${alt}` };
    });
    return {
      id: p.id,
      title: p.title,
      title_en: p.title_en,
      slug: p.slug,
      short_description: p.short,
      description: p.paragraphs.join('\n\n'),
      picture_url: url(productImage(p.id, 1)),
      image_detail: gallery,
      price: p.price,
      price_usd: p.price_usd ?? null,
      full_price: p.full_price ?? null,
      available_qty: p.qty,
      sku: p.sku,
      weight_grams: p.weight,
      sort: p.id,
      meta_title: `${p.title} | เรียนรู้ อะคาเดมี`,
      meta_description: p.short,
      created_at: at(p.id - 60),
      updated_at: at(p.id - 60),
    };
  });
  const promotions: DemoContent['promotions'] = [
    {
      id: 1,
      title: 'ลดทันที 500 บาท คอร์สธุรกิจ',
      title_en: '500 THB off business courses',
      description: 'ส่วนลด 500 บาทต่อคอร์ส สำหรับคอร์สหมวดธุรกิจและการตลาดที่ร่วมรายการ',
      courses: [1, 2, 14],
      number_of_course: 1,
      promotion_type: 'P1',
      discount_type: 'amount',
      discount_amont: 50000,
      discount_amount_usd: 1500,
      description_list: ['ลดทันที 500 บาทต่อคอร์ส', 'ใช้ได้กับคอร์สการตลาดออนไลน์ บัญชีและภาษี และ Excel', 'ไม่สามารถใช้ร่วมกับคูปองส่วนลดได้'],
      headline: '-500 THB',
      caption: 'BUSINESS COURSES',
    },
    {
      id: 2,
      title: 'คอร์สภาษาลด 15%',
      title_en: '15% off language courses',
      description: 'ส่วนลด 15% สำหรับคอร์สภาษาที่ร่วมรายการ',
      courses: [9, 10, 12],
      number_of_course: 1,
      promotion_type: 'P1',
      discount_type: 'percent',
      discount_amont: 15,
      discount_amount_usd: null,
      description_list: ['ลด 15% ทุกแพ็กเกจ', 'ใช้ได้กับคอร์สภาษาอังกฤษ ภาษาญี่ปุ่น และภาษาไทยสำหรับชาวต่างชาติ', 'ไม่สามารถใช้ร่วมกับคูปองส่วนลดได้'],
      headline: '-15%',
      caption: 'LANGUAGE COURSES',
    },
    {
      id: 3,
      title: 'เรียนเขียนโปรแกรม 2 คอร์สขึ้นไป ลด 20%',
      title_en: '20% off two or more programming courses',
      description: 'ซื้อคอร์สเขียนโปรแกรมที่ร่วมรายการตั้งแต่ 2 คอร์สขึ้นไปในคำสั่งซื้อเดียว รับส่วนลด 20%',
      courses: [3, 4, 5],
      number_of_course: 2,
      promotion_type: 'P2',
      discount_type: 'percent',
      discount_amont: 20,
      discount_amount_usd: null,
      description_list: [
        'ซื้อตั้งแต่ 2 คอร์สขึ้นไปในคำสั่งซื้อเดียว',
        'ลด 20% จากราคารวมของคอร์สที่ร่วมรายการ',
        'คอร์สที่ร่วมรายการ: Python, Pandas และ React',
      ],
      headline: '-20%',
      caption: 'BUY 2 PROGRAMMING COURSES',
    },
    {
      id: 4,
      title: 'แพ็กคู่สายดีไซน์ ลด 1,000 บาท',
      title_en: '1,000 THB off any two design courses',
      description: 'เลือกคอร์สสายออกแบบที่ร่วมรายการ 2 คอร์ส รับส่วนลด 1,000 บาท',
      courses: [6, 7, 8],
      number_of_course: 2,
      promotion_type: 'P2',
      discount_type: 'amount',
      discount_amont: 100000,
      discount_amount_usd: null,
      description_list: [
        'เลือกคอร์สสายออกแบบ 2 คอร์สในคำสั่งซื้อเดียว',
        'ลดทันที 1,000 บาท',
        'คอร์สที่ร่วมรายการ: UX/UI, กราฟิกดีไซน์ และถ่ายภาพด้วยมือถือ',
      ],
      headline: '-1,000 THB',
      caption: 'DESIGN BUNDLE',
    },
  ].map(({ headline, caption, ...p }, i) => {
    media.push({ kind: 'banner', file: promotionBanner(p.id), headline, caption, palette: [0, 6, 2, 4][i] ?? 0 });
    return { ...p, picture_url: url(promotionBanner(p.id)), start_at: at(-7), end_at: at(365), sort: p.id };
  });

  media.push({ kind: 'qr', file: PROMPTPAY_QR, seed: '0105566012345' });
  media.push({ kind: 'logo', file: 'logo.png', size: 512 });
  media.push({ kind: 'logo', file: 'favicon.png', size: 64 });
  media.push({ kind: 'og', file: 'og-default.jpg' });

  const studentId = 3;
  return {
    siteSettings: {
      id: 1,
      title: 'เรียนรู้ อะคาเดมี',
      title_en: 'Rian Academy',
      description:
        'เรียนรู้ อะคาเดมี สถาบันการเรียนรู้ออนไลน์ คอร์สคุณภาพด้านธุรกิจ การเขียนโปรแกรม การออกแบบ และภาษา สอนโดยผู้เชี่ยวชาญตัวจริง เรียนได้ทุกที่ทุกเวลา',
      keywords: 'คอร์สออนไลน์, เรียนออนไลน์, คอร์สการตลาด, เรียนเขียนโปรแกรม, คอร์สภาษาอังกฤษ, Rian Academy',
      robots: 'index,follow',
      logo_url: url('logo.png'),
      favicon_url: url('favicon.png'),
      og_image_url: url('og-default.jpg'),
      course_layout: 'default',
      course_teacher: 1,
      course_group: 1,
      course_bestseller: 1,
      auto_cancel: 48,
      is_thank_you_page: 1,
      default_currency: 'THB',
      vat_rate_bp: 700,
      vat_included: 1,
      coupon_one_per_order: 1,
      coupon_promotion_exclusive: 1,
      require_slip: 1,
      tax_company_certificate_required: 0,
      // spec §6: both switches on, so the partner-only course is really restricted in the demo.
      course_access_rights: 1,
      user_group_enabled: 1,
      contact_fields: CONTACT_FIELDS,
      whitelist_mode: 0,
      // Social log-in (spec §2): on for all three providers. With OAUTH_MODE=sandbox (the demo's
      // default) these ids talk to the local identity provider under /sandbox/oauth/; in
      // production an administrator enters the real client id and secret of each provider.
      social_login: {
        line: { enabled: true, client_id: 'rian-demo-line', client_secret: 'rian-demo-line-secret' },
        google: { enabled: true, client_id: 'rian-demo-google', client_secret: 'rian-demo-google-secret' },
        facebook: { enabled: true, client_id: 'rian-demo-facebook', client_secret: 'rian-demo-facebook-secret' },
      },
      is_enable_howtobuy: 1,
      howtobuy_description: HOW_TO_BUY,
      contact_email: 'hello@rian-academy.example',
      contact_tel: '02-123-4567',
      address: 'อาคารเรียนรู้ ชั้น 12 เลขที่ 99 ถนนพระรามที่ 4 แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร 10110',
    },
    textOverrides: [
      { id: 1, lang: 'th', key: 'home.heroTitle', value: 'เรียนทักษะใหม่กับผู้เชี่ยวชาญตัวจริง ได้ทุกที่ ทุกเวลา' },
      { id: 2, lang: 'en', key: 'home.heroTitle', value: 'Learn new skills from real experts, anywhere, any time' },
    ],
    userGroups: [
      { id: 1, name: 'บุคคลทั่วไป', is_default: 1 },
      { id: PARTNER_GROUP_ID, name: 'พนักงานบริษัทพันธมิตร', is_default: 0 },
      { id: 3, name: 'สมาชิกสมาคมผู้ประกอบการ', is_default: 0 },
    ],
    users: [
      {
        id: 1,
        username: 'admin',
        email: 'admin@rian-academy.example',
        password: passwordOf('admin'),
        role: 'admin',
        role_id: 1,
        is_student: false,
        firstname: 'ผู้ดูแลระบบ',
        lastname: 'เรียนรู้ อะคาเดมี',
        firstname_eng: 'Admin',
        lastname_eng: 'Rian Academy',
      },
      {
        id: 2,
        username: 'teacher',
        email: 'teacher@rian-academy.example',
        password: passwordOf('teacher'),
        role: 'instructor',
        role_id: 2,
        is_student: false,
        firstname: 'ณัฐวุฒิ',
        lastname: 'ศรีสวัสดิ์',
        firstname_eng: 'Nattawut',
        lastname_eng: 'Srisawat',
        nickname: 'ณัฐ',
        tel: '0812345678',
        display_img_url: url(teacherPortrait(1)),
        biography: TEACHERS[0]?.biography ?? null,
      },
      {
        id: studentId,
        username: 'student',
        email: 'student@rian-academy.example',
        password: passwordOf('student'),
        role: 'student',
        role_id: 3,
        firstname: 'มานี',
        lastname: 'ใจงาม',
        firstname_eng: 'Manee',
        lastname_eng: 'Jai-ngam',
        nickname: 'ฝน',
        tel: '0891234567',
        address: '123/45 ถนนสุขุมวิท แขวงคลองตันเหนือ เขตวัฒนา กรุงเทพมหานคร 10110',
      },
      {
        id: 4,
        username: 'partner',
        email: 'partner@rian-academy.example',
        password: passwordOf('partner'),
        role: 'student',
        role_id: 3,
        firstname: 'วีระ',
        lastname: 'พัฒนกิจ',
        firstname_eng: 'Weera',
        lastname_eng: 'Pattanakij',
        nickname: 'โอ๊ต',
        tel: '0867654321',
      },
    ],
    userGroupMembers: [
      { user_id: studentId, group_id: 1 },
      { user_id: 4, group_id: PARTNER_GROUP_ID },
    ],
    categories: CATEGORIES.map((c) => ({ ...c, sort: c.id })),
    teachers,
    courses,
    courseTeachers,
    sections,
    lectures,
    pricingPlans,
    // The student bought the 30-day plan ten days ago: the countdown (spec §4) shows 20 days left.
    courseAccess: [
      {
        id: 1,
        user_id: studentId,
        course_id: DEMO_COURSE_IDS.ownedByStudent,
        pricing_plan_id: ownedPlanId,
        granted_at: at(-10),
        expires_at: at(20),
      },
    ],
    products,
    shippingFees: [
      { id: 1, product_id: null, name: 'ไปรษณีย์ไทย EMS', price: 5000, price_usd: 150, sort: 1 },
      { id: 2, product_id: null, name: 'Kerry Express', price: 6000, price_usd: 180, sort: 2 },
      { id: 3, product_id: 3, name: 'Flash Express พัสดุขนาดใหญ่', price: 9000, price_usd: null, sort: 3 },
    ],
    coupons: [
      {
        id: 1,
        code: 'WELCOME500',
        name: 'ส่วนลดต้อนรับสมาชิกใหม่ 500 บาท',
        coupon_type: 'P1',
        discount_type: 'amount',
        discount_amont: 50000,
        end_at: at(365),
      },
      {
        id: 2,
        code: 'SAVE10',
        name: 'ส่วนลด 10% ทุกคอร์ส',
        coupon_type: 'P1',
        discount_type: 'percent',
        discount_amont: 10,
        end_at: at(365),
      },
      {
        id: 3,
        code: 'BUNDLE2',
        name: 'ซื้อ 2 คอร์ส ลด 1,000 บาท',
        coupon_type: 'P2',
        number_of_course: 2,
        discount_type: 'amount',
        discount_amont: 100000,
        end_at: at(365),
      },
      {
        id: 4,
        code: 'TRIO15',
        name: 'ซื้อ 3 คอร์ส ลด 15%',
        coupon_type: 'P2',
        number_of_course: 3,
        discount_type: 'percent',
        discount_amont: 15,
        end_at: at(365),
      },
      {
        id: 5,
        code: 'TRANSFER5',
        name: 'ลด 5% เมื่อชำระด้วยการโอนเงิน',
        payment_method: [1],
        coupon_type: 'P1',
        discount_type: 'percent',
        discount_amont: 5,
        end_at: at(365),
      },
      {
        id: 6,
        code: 'LIMITED5',
        name: 'ลด 300 บาท จำกัด 5 สิทธิ์',
        coupon_type: 'P1',
        discount_type: 'amount',
        discount_amont: 30000,
        usage_limit: 5,
        used_count: 4,
        end_at: at(365),
      },
      {
        id: 7,
        code: 'GLOBAL20',
        name: 'ลด 700 บาท หรือ 20 ดอลลาร์ สำหรับคอร์สที่รับชำระเป็น USD',
        courses: [1, 3, 5, 12],
        coupon_type: 'P1',
        discount_type: 'amount',
        discount_amont: 70000,
        discount_amount_usd: 2000,
        end_at: at(365),
      },
      {
        id: 8,
        code: 'PYTHON20',
        name: 'ลด 20% คอร์ส Python',
        courses: [3, 4],
        coupon_type: 'P1',
        discount_type: 'percent',
        discount_amont: 20,
        end_at: at(365),
      },
      {
        id: 9,
        code: 'SONGKRAN300',
        name: 'ส่วนลดสงกรานต์ 300 บาท (หมดอายุแล้ว)',
        coupon_type: 'P1',
        discount_type: 'amount',
        discount_amont: 30000,
        start_at: at(-75),
        end_at: at(-30),
      },
    ].map((c) => ({ start_at: at(-30), ...c })),
    promotions,
    // The eleven methods of the site defaults with the sandboxes' demo credentials (spec §2).
    paymentMethods: withDemoCredentials(PAYMENT_METHOD_DEFAULTS),
    bankAccounts: [
      {
        id: 1,
        account_id: '123-4-56789-0',
        account_name: 'บจก. เรียนรู้ อะคาเดมี',
        bank: 'KBANK',
        bank_name: 'ธนาคารกสิกรไทย',
        branch: 'สาขาสามย่าน',
        prompt_pay_image: url(PROMPTPAY_QR),
        promptpay_id: '0105566012345',
        sort: 1,
      },
      {
        id: 2,
        account_id: '987-6-54321-0',
        account_name: 'บจก. เรียนรู้ อะคาเดมี',
        bank: 'SCB',
        bank_name: 'ธนาคารไทยพาณิชย์',
        branch: 'สาขาสยามสแควร์',
        sort: 2,
      },
      {
        id: 3,
        account_id: '555-0-12345-6',
        account_name: 'บจก. เรียนรู้ อะคาเดมี',
        bank: 'BBL',
        bank_name: 'ธนาคารกรุงเทพ',
        branch: 'สาขาสีลม',
        sort: 3,
      },
    ],
    // spec §3: one of every custom label type.
    customLabels: [
      { id: 1, type_label: 'inputtext', label: 'ชื่อบริษัทหรือหน่วยงาน', order_label: 1, required: 0, item_list: [] },
      {
        id: 2,
        type_label: 'select',
        label: 'ระดับการศึกษาสูงสุด',
        order_label: 2,
        required: 1,
        item_list: ['ต่ำกว่าปริญญาตรี', 'ปริญญาตรี', 'ปริญญาโท', 'ปริญญาเอก'],
      },
      {
        id: 3,
        type_label: 'multiple',
        label: 'หัวข้อที่สนใจ (เลือกได้หลายข้อ)',
        order_label: 3,
        required: 0,
        item_list: ['การตลาดออนไลน์', 'การเขียนโปรแกรม', 'การออกแบบ', 'ภาษาต่างประเทศ', 'การพัฒนาตนเอง'],
      },
      {
        id: 4,
        type_label: 'checkbox',
        label: 'การยินยอม',
        order_label: 4,
        required: 1,
        item_list: ['ข้าพเจ้ายอมรับเงื่อนไขการใช้บริการและนโยบายความเป็นส่วนตัว'],
      },
      {
        id: 5,
        type_label: 'radio',
        label: 'รู้จักเราจากช่องทางใด',
        order_label: 5,
        required: 0,
        item_list: ['Facebook', 'Google', 'YouTube', 'เพื่อนแนะนำ', 'อื่น ๆ'],
      },
      { id: 6, type_label: 'image', label: 'รูปบัตรนักศึกษา (สำหรับสิทธิ์ส่วนลดนักศึกษา)', order_label: 6, required: 0, item_list: [] },
    ],
    media,
  };
}

function passwordOf(username: string): string {
  const login = DEMO_LOGINS.find((l) => l.username === username);
  if (!login) throw new Error(`no demo login for ${username}`);
  return login.password;
}
