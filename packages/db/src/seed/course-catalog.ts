// The demo academy's course catalogue as plain data: texts, outlines and pricing plans.
// content.ts turns it into rows with fixed ids (course id = position + 1), so that the notable
// courses listed in DEMO_COURSE_IDS keep their ids from one seed run to the next.

/** Where a course's registration window lies relative to the seed time (spec §3 preview dates). */
export type RegWindow = 'none' | 'open' | 'closed' | 'future';

/** A lecture is a video unless marked as a quiz or homework (spec §3 playlist item). */
export type LectureSpec = string | { name: string; type: 'quiz' | 'homework' };

export interface PlanSpec {
  name: string;
  /** spec §3: Period, Actual, One-Time Payment, Free. */
  type: 'Period' | 'Actual' | 'One-Time Payment' | 'Free';
  term?: number;
  unit?: 'Day(s)' | 'Month(s)' | 'Year(s)' | 'Hour(s)';
  /** Satang; null makes the plan hidden by the listing rule (spec §9). */
  price: number | null;
  /** Cents; absent means the plan cannot be bought in USD (spec §5). */
  usd?: number;
  renew?: boolean;
  hidden?: boolean;
  isDefault?: boolean;
  memberOnly?: boolean;
  /** Course ids the student must own for a free_for 'Student' plan (spec §6). */
  freeForStudentOwning?: number[];
  needApproval?: boolean;
}

export interface CourseSpec {
  /** Short Latin code drawn on the generated cover (no Thai font is needed to render it). */
  code: string;
  title: string;
  titleEn: string;
  slug: string;
  categoryId: number;
  shortDescription: string;
  paragraphs: string[];
  highlights: string[];
  level: string;
  /** When absent, the duration text is computed from the lectures. */
  durationText?: string;
  courseType?: 'online' | 'onsite' | 'hybrid';
  /** Per-course layout; null follows the site setting (spec §2). */
  layout: 'default' | '1' | '3' | '4' | null;
  bestseller?: boolean;
  seat?: number;
  seatsTaken?: number;
  window: RegWindow;
  userGroups?: number[];
  language?: 'th' | 'en';
  published?: boolean;
  meta?: { title: string; description: string; keywords: string };
  teacherIds: number[];
  outline: [string, LectureSpec[]][];
  plans: PlanSpec[];
}

const quiz = (name: string): LectureSpec => ({ name, type: 'quiz' });
const homework = (name: string): LectureSpec => ({ name, type: 'homework' });

/** Ids of the courses each demo scenario relies on; the test and the report refer to these. */
export const DEMO_COURSE_IDS = {
  layout4: 1,
  seatLimited: 2,
  layout1: 3,
  ownedByStudent: 3,
  layout3: 4,
  freeForStudentPlan: 4,
  layoutDefault: 5,
  futureWindow: 6,
  closedWindow: 7,
  full: 10,
  groupRestricted: 11,
  english: 12,
  free: 13,
  unpublished: 15,
} as const;

/** Group ids (see content.ts): 1 general public (default), 2 partner-company staff, 3 association. */
export const PARTNER_GROUP_ID = 2;

export const COURSE_CATALOG: CourseSpec[] = [
  // 1
  {
    code: 'MKT',
    title: 'การตลาดออนไลน์สำหรับธุรกิจ SME',
    titleEn: 'Online Marketing for SMEs',
    slug: 'online-marketing-for-smes',
    categoryId: 1,
    shortDescription: 'วางกลยุทธ์ ยิงโฆษณา และวัดผลการตลาดออนไลน์ได้ด้วยตัวเอง แม้มีงบประมาณจำกัด',
    paragraphs: [
      'คอร์สนี้ออกแบบมาสำหรับเจ้าของธุรกิจขนาดกลางและขนาดย่อมที่อยากเพิ่มยอดขายผ่านช่องทางออนไลน์ โดยไม่ต้องพึ่งเอเจนซีราคาแพง คุณจะได้เรียนตั้งแต่การกำหนดกลุ่มลูกค้าเป้าหมาย การวางแผนคอนเทนต์ ไปจนถึงการยิงโฆษณาบน Facebook และ Google อย่างคุ้มค่า',
      'ทุกบทเรียนมาพร้อมตัวอย่างจริงจากธุรกิจไทย แบบฟอร์มวางแผนที่ดาวน์โหลดไปใช้ได้ทันที และแบบฝึกหัดท้ายบทเพื่อให้คุณลงมือทำกับธุรกิจของตัวเองไปพร้อมกัน',
      'เมื่อเรียนจบ คุณจะมีแผนการตลาดออนไลน์ 90 วันที่พร้อมใช้งาน และเข้าใจตัวเลขสำคัญที่บอกว่าการตลาดของคุณได้ผลหรือไม่',
    ],
    highlights: [
      'วางกลยุทธ์การตลาดออนไลน์ให้เหมาะกับงบประมาณของธุรกิจ',
      'สร้างคอนเทนต์ที่ขายได้โดยไม่ต้องฮาร์ดเซลล์',
      'ยิงโฆษณา Facebook และ Google Ads อย่างมีประสิทธิภาพ',
      'อ่านค่า ROAS, CPA และ Conversion Rate ได้อย่างเข้าใจ',
      'รับเทมเพลตแผนการตลาด 90 วันไปใช้ได้ทันที',
    ],
    level: 'ระดับเริ่มต้น',
    layout: '4',
    bestseller: true,
    window: 'open',
    meta: {
      title: 'คอร์สการตลาดออนไลน์สำหรับ SME | เรียนรู้ อะคาเดมี',
      description: 'เรียนการตลาดออนไลน์สำหรับธุรกิจ SME ตั้งแต่วางกลยุทธ์ ทำคอนเทนต์ ยิงโฆษณา จนถึงวัดผล สอนโดยผู้เชี่ยวชาญตัวจริง',
      keywords: 'การตลาดออนไลน์, SME, Facebook Ads, Google Ads, คอร์สการตลาด',
    },
    teacherIds: [1],
    outline: [
      ['ปูพื้นฐานการตลาดออนไลน์', ['ภาพรวมการตลาดออนไลน์ของธุรกิจไทย', 'กำหนดกลุ่มลูกค้าด้วย Customer Persona', 'เลือกช่องทางให้เหมาะกับธุรกิจ']],
      [
        'คอนเทนต์ที่ขายได้',
        [
          'หลักการเขียนคอนเทนต์ให้คนหยุดอ่าน',
          'วางแผนคอนเทนต์รายเดือน',
          'ถ่ายภาพและวิดีโอสินค้าด้วยมือถือ',
          quiz('แบบทดสอบ: คอนเทนต์และกลุ่มเป้าหมาย'),
        ],
      ],
      [
        'โฆษณาออนไลน์และการวัดผล',
        [
          'ตั้งค่าแคมเปญโฆษณา Facebook',
          'เริ่มต้นใช้ Google Ads',
          'อ่านรายงานและปรับแคมเปญ',
          homework('การบ้าน: แผนการตลาด 90 วันของธุรกิจคุณ'),
        ],
      ],
    ],
    plans: [
      { name: 'เรียนได้ 6 เดือน', type: 'Period', term: 6, unit: 'Month(s)', price: 290000, usd: 8900, isDefault: true },
      { name: 'เรียนได้ตลอดชีพ', type: 'One-Time Payment', price: 490000, usd: 14900 },
      { name: 'ต่ออายุ 6 เดือน', type: 'Period', term: 6, unit: 'Month(s)', price: 150000, usd: 4500, renew: true },
    ],
  },
  // 2
  {
    code: 'TAX',
    title: 'บัญชีและภาษีสำหรับเจ้าของกิจการ',
    titleEn: 'Accounting and Tax for Business Owners',
    slug: 'accounting-and-tax-for-business-owners',
    categoryId: 1,
    shortDescription: 'เข้าใจงบการเงิน ภาษีมูลค่าเพิ่ม และภาษีหัก ณ ที่จ่าย เพื่อวางแผนภาษีอย่างถูกต้องตามกฎหมาย',
    paragraphs: [
      'เจ้าของกิจการจำนวนมากฝากเรื่องบัญชีและภาษีไว้กับสำนักงานบัญชีทั้งหมด จนไม่รู้ว่าตัวเลขในงบการเงินบอกอะไร และพลาดโอกาสวางแผนภาษีอย่างถูกต้อง คอร์สนี้จะพาคุณอ่านงบการเงินให้เป็น และเข้าใจภาษีที่ธุรกิจต้องเกี่ยวข้องด้วยภาษาที่เข้าใจง่าย',
      'รูปแบบการเรียนเป็นแบบผสม เรียนสดที่ห้องเรียนในกรุงเทพฯ 2 วัน และทบทวนผ่านวิดีโอออนไลน์ได้ตลอด 1 ปี รับจำนวนจำกัดเพียง 30 ที่นั่ง เพื่อให้ผู้สอนตอบคำถามได้อย่างทั่วถึง',
    ],
    highlights: [
      'อ่านงบแสดงฐานะการเงินและงบกำไรขาดทุนได้ด้วยตัวเอง',
      'เข้าใจภาษีมูลค่าเพิ่ม ภาษีหัก ณ ที่จ่าย และภาษีเงินได้นิติบุคคล',
      'วางแผนภาษีอย่างถูกต้องตามกฎหมาย',
      'เตรียมเอกสารให้พร้อมก่อนยื่นภาษีและรับการตรวจสอบ',
    ],
    level: 'ระดับเริ่มต้น',
    durationText: 'เรียนสด 2 วัน พร้อมวิดีโอทบทวน 1 ปี',
    courseType: 'hybrid',
    layout: null,
    seat: 30,
    seatsTaken: 27,
    window: 'open',
    teacherIds: [6],
    outline: [
      ['อ่านงบการเงินให้เป็น', ['งบแสดงฐานะการเงินบอกอะไรเรา', 'งบกำไรขาดทุนและงบกระแสเงินสด', 'อัตราส่วนทางการเงินที่เจ้าของกิจการควรรู้']],
      [
        'ภาษีที่ธุรกิจต้องรู้',
        ['ภาษีมูลค่าเพิ่ม (VAT) 7%', 'ภาษีหัก ณ ที่จ่ายและหนังสือรับรองการหักภาษี', 'ภาษีเงินได้นิติบุคคล', 'ใบกำกับภาษีเต็มรูปแบบและแบบย่อ'],
      ],
      ['วางแผนภาษีอย่างถูกกฎหมาย', ['ค่าใช้จ่ายที่หักได้และหักไม่ได้', 'ปฏิทินภาษีประจำปี']],
    ],
    plans: [
      { name: 'เรียนสด + ออนไลน์ 1 ปี', type: 'Period', term: 12, unit: 'Month(s)', price: 590000, isDefault: true },
      { name: 'ราคาสมาชิก เรียนสด + ออนไลน์ 1 ปี', type: 'Period', term: 12, unit: 'Month(s)', price: 490000, memberOnly: true },
    ],
  },
  // 3
  {
    code: 'PY101',
    title: 'เริ่มต้นเขียนโปรแกรมด้วย Python',
    titleEn: 'Python Programming for Beginners',
    slug: 'python-for-beginners',
    categoryId: 2,
    shortDescription: 'เรียนเขียนโปรแกรมภาษา Python ตั้งแต่ศูนย์ ผ่านโปรเจกต์จริงที่นำไปใช้งานได้',
    paragraphs: [
      'Python เป็นภาษาโปรแกรมที่เรียนง่ายและได้รับความนิยมสูงที่สุดภาษาหนึ่งของโลก ใช้ได้ทั้งงานวิเคราะห์ข้อมูล ปัญญาประดิษฐ์ และการทำงานอัตโนมัติ คอร์สนี้เหมาะสำหรับผู้ที่ไม่เคยเขียนโปรแกรมมาก่อน',
      'คุณจะได้เรียนรู้แนวคิดพื้นฐาน เช่น ตัวแปร เงื่อนไข ลูป และฟังก์ชัน ผ่านตัวอย่างที่เข้าใจง่าย ก่อนนำมาประยุกต์สร้างโปรแกรมจัดการไฟล์และดึงข้อมูลจากเว็บไซต์',
      'ผู้เรียนคอร์สนี้มีสิทธิ์เรียนคอร์สวิเคราะห์ข้อมูลด้วย Python และ Pandas ได้ฟรี',
    ],
    highlights: [
      'ติดตั้งและใช้งาน Python กับ VS Code ได้อย่างถูกต้อง',
      'เข้าใจตัวแปร เงื่อนไข ลูป และฟังก์ชัน',
      'จัดการไฟล์ Excel และ CSV ด้วยโค้ด',
      'เขียนสคริปต์ทำงานอัตโนมัติแทนงานซ้ำ ๆ',
      'ทำโปรเจกต์จบ 2 ชิ้นเพื่อใช้เป็นผลงาน',
    ],
    level: 'ระดับเริ่มต้น',
    layout: '1',
    bestseller: true,
    window: 'none',
    meta: {
      title: 'คอร์สเรียน Python สำหรับผู้เริ่มต้น | เรียนรู้ อะคาเดมี',
      description: 'เรียนเขียนโปรแกรม Python ตั้งแต่ศูนย์ ทั้งตัวแปร ลูป ฟังก์ชัน และโปรเจกต์จริง เหมาะสำหรับผู้ไม่มีพื้นฐาน',
      keywords: 'Python, เรียนเขียนโปรแกรม, คอร์ส Python, เขียนโค้ด',
    },
    teacherIds: [2],
    outline: [
      ['เริ่มต้นกับ Python', ['Python คืออะไร และทำอะไรได้บ้าง', 'ติดตั้ง Python และ VS Code', 'เขียนโปรแกรมแรกของคุณ']],
      [
        'พื้นฐานการเขียนโปรแกรม',
        ['ตัวแปรและชนิดข้อมูล', 'เงื่อนไข if / elif / else', 'ลูป for และ while', 'ลิสต์และดิกชันนารี', quiz('แบบทดสอบท้ายบท: พื้นฐาน Python')],
      ],
      ['ฟังก์ชันและโมดูล', ['สร้างฟังก์ชันของตัวเอง', 'ใช้โมดูลและไลบรารีมาตรฐาน', 'จัดการข้อผิดพลาดด้วย try / except']],
      ['โปรเจกต์จริง', ['จัดการไฟล์ CSV และ Excel อัตโนมัติ', 'ดึงข้อมูลจากเว็บไซต์ด้วย requests', homework('โปรเจกต์จบ: สคริปต์ช่วยงานของคุณ')]],
    ],
    plans: [
      { name: 'เรียนได้ 30 วัน', type: 'Actual', term: 30, unit: 'Day(s)', price: 99000, usd: 2900 },
      { name: 'เรียนได้ตลอดชีพ', type: 'One-Time Payment', price: 259000, usd: 7500, isDefault: true },
      { name: 'ต่ออายุ 30 วัน', type: 'Actual', term: 30, unit: 'Day(s)', price: 49000, usd: 1500, renew: true },
    ],
  },
  // 4
  {
    code: 'DATA',
    title: 'วิเคราะห์ข้อมูลด้วย Python และ Pandas',
    titleEn: 'Data Analysis with Python and Pandas',
    slug: 'data-analysis-with-python-and-pandas',
    categoryId: 2,
    shortDescription: 'ทำความสะอาด วิเคราะห์ และสร้างกราฟจากข้อมูลจริงด้วย Pandas และ Matplotlib',
    paragraphs: [
      'ข้อมูลคือสินทรัพย์สำคัญขององค์กรยุคใหม่ แต่ข้อมูลจะมีค่าก็ต่อเมื่อเรานำมาวิเคราะห์และสื่อสารได้ คอร์สนี้สอนการใช้ Pandas ซึ่งเป็นเครื่องมือมาตรฐานของนักวิเคราะห์ข้อมูลทั่วโลก',
      'เราจะใช้ชุดข้อมูลจริง เช่น ยอดขายร้านค้าออนไลน์และข้อมูลสภาพอากาศของประเทศไทย มาฝึกตั้งคำถาม ทำความสะอาดข้อมูล และสรุปผลเป็นกราฟที่ผู้บริหารเข้าใจได้ทันที',
      'ควรมีพื้นฐาน Python มาก่อน หากยังไม่มี แนะนำให้เรียนคอร์สเริ่มต้นเขียนโปรแกรมด้วย Python ก่อน ผู้ที่เรียนคอร์สนั้นแล้วรับสิทธิ์เรียนคอร์สนี้ได้ฟรี',
    ],
    highlights: [
      'อ่านข้อมูลจาก CSV, Excel และฐานข้อมูลด้วย Pandas',
      'ทำความสะอาดข้อมูลที่ขาดหายและไม่สอดคล้องกัน',
      'จัดกลุ่ม สรุป และเชื่อมตารางข้อมูล',
      'สร้างกราฟที่สื่อสารได้ชัดเจนด้วย Matplotlib',
      'ทำรายงานวิเคราะห์ยอดขายตั้งแต่ต้นจนจบ',
    ],
    level: 'ระดับกลาง',
    layout: '3',
    window: 'none',
    teacherIds: [2],
    outline: [
      ['รู้จัก Pandas', ['ติดตั้ง Jupyter Notebook และ Pandas', 'Series และ DataFrame', 'อ่านและบันทึกไฟล์ข้อมูล']],
      ['เตรียมข้อมูล', ['จัดการค่าว่างและข้อมูลซ้ำ', 'แปลงชนิดข้อมูลและวันที่', 'กรองและเรียงลำดับข้อมูล']],
      [
        'วิเคราะห์และนำเสนอ',
        ['groupby และ pivot table', 'เชื่อมตารางด้วย merge', 'สร้างกราฟด้วย Matplotlib', 'กรณีศึกษา: วิเคราะห์ยอดขายร้านค้าออนไลน์'],
      ],
    ],
    plans: [
      { name: 'เรียนได้ 6 เดือน', type: 'Period', term: 6, unit: 'Month(s)', price: 350000, isDefault: true },
      { name: 'ฟรีสำหรับผู้เรียนคอร์ส Python พื้นฐาน', type: 'Free', price: 0, freeForStudentOwning: [3] },
      { name: 'แพ็กเกจองค์กร 20 ที่นั่ง (ปิดการขาย)', type: 'One-Time Payment', price: 5000000, hidden: true },
    ],
  },
  // 5
  {
    code: 'REACT',
    title: 'พัฒนาเว็บแอปด้วย React และ TypeScript',
    titleEn: 'Web Apps with React and TypeScript',
    slug: 'react-and-typescript-web-development',
    categoryId: 2,
    shortDescription: 'สร้างเว็บแอปสมัยใหม่ที่ดูแลง่ายด้วย React, TypeScript และเครื่องมือที่ทีมมืออาชีพใช้จริง',
    paragraphs: [
      'React เป็นไลบรารีสำหรับสร้างส่วนติดต่อผู้ใช้ที่บริษัทเทคโนโลยีชั้นนำเลือกใช้ เมื่อทำงานคู่กับ TypeScript จะช่วยลดข้อผิดพลาดและทำให้โค้ดขนาดใหญ่ดูแลได้ง่ายขึ้นมาก',
      'ตลอดคอร์สคุณจะสร้างเว็บร้านค้าออนไลน์ตั้งแต่เริ่มต้น ครอบคลุมการออกแบบคอมโพเนนต์ การจัดการสถานะ การดึงข้อมูลจาก API การทดสอบ และการนำขึ้นใช้งานจริง',
    ],
    highlights: [
      'เขียนคอมโพเนนต์ React ด้วย TypeScript อย่างถูกหลัก',
      'จัดการสถานะและดึงข้อมูลจาก API อย่างเป็นระบบ',
      'ทำระบบนำทางหลายหน้าด้วย React Router',
      'เขียนทดสอบด้วย Vitest และ Testing Library',
      'นำเว็บขึ้นใช้งานจริงพร้อมวัดประสิทธิภาพ',
      'ได้โปรเจกต์เว็บร้านค้าไว้ใส่พอร์ตโฟลิโอ',
    ],
    level: 'ระดับกลาง',
    layout: 'default',
    bestseller: true,
    window: 'none',
    meta: {
      title: 'คอร์ส React และ TypeScript | เรียนรู้ อะคาเดมี',
      description: 'สร้างเว็บแอปด้วย React และ TypeScript ตั้งแต่คอมโพเนนต์ การดึงข้อมูล การทดสอบ จนถึงการนำขึ้นใช้งานจริง',
      keywords: 'React, TypeScript, พัฒนาเว็บ, Frontend, คอร์สเขียนเว็บ',
    },
    teacherIds: [2, 3],
    outline: [
      ['พื้นฐาน TypeScript สำหรับ React', ['ทำไมต้อง TypeScript', 'ชนิดข้อมูล อินเทอร์เฟซ และเจเนอริก', 'ตั้งค่าโปรเจกต์ด้วย Vite']],
      ['คอมโพเนนต์และสถานะ', ['JSX และ props', 'useState และ useEffect', 'แยกคอมโพเนนต์ให้ใช้ซ้ำได้', 'ฟอร์มและการตรวจสอบข้อมูล']],
      ['ดึงข้อมูลและนำทาง', ['เรียก API ด้วย TanStack Query', 'React Router และการแบ่งหน้า', 'จัดการข้อผิดพลาดและสถานะกำลังโหลด']],
      ['ทดสอบและนำขึ้นใช้งาน', ['เขียนทดสอบด้วย Vitest', 'build และ deploy ขึ้นเซิร์ฟเวอร์จริง', quiz('แบบทดสอบ: React และ TypeScript')]],
    ],
    plans: [
      { name: 'เรียนได้ 1 ปี', type: 'Period', term: 12, unit: 'Month(s)', price: 420000, usd: 12900, isDefault: true },
      { name: 'ราคาพิเศษสำหรับสมาชิก 1 ปี', type: 'Period', term: 12, unit: 'Month(s)', price: 360000, usd: 10900, memberOnly: true },
      { name: 'สอนสดสำหรับองค์กร (สอบถามราคา)', type: 'One-Time Payment', price: null },
    ],
  },
  // 6
  {
    code: 'UXUI',
    title: 'ออกแบบ UX/UI ด้วย Figma',
    titleEn: 'UX/UI Design with Figma',
    slug: 'ux-ui-design-with-figma',
    categoryId: 3,
    shortDescription: 'ออกแบบแอปและเว็บไซต์ที่ใช้งานง่าย ตั้งแต่การทำความเข้าใจผู้ใช้จนถึงต้นแบบที่คลิกได้จริง',
    paragraphs: [
      'การออกแบบที่ดีไม่ได้มีแค่ความสวยงาม แต่ต้องช่วยให้ผู้ใช้ทำสิ่งที่ต้องการได้สำเร็จอย่างง่ายดาย คอร์สนี้สอนกระบวนการออกแบบ UX/UI ครบทุกขั้นตอนด้วย Figma เครื่องมือที่นักออกแบบทั่วโลกใช้',
      'คอร์สรุ่นใหม่นี้ปรับปรุงเนื้อหาให้ทันกับ Figma เวอร์ชันล่าสุด พร้อมไฟล์ตัวอย่างและ Design System ที่นำไปต่อยอดได้ทันที',
    ],
    highlights: [
      'เข้าใจกระบวนการคิดเชิงออกแบบ (Design Thinking)',
      'สัมภาษณ์ผู้ใช้และสร้าง User Journey',
      'ทำ Wireframe และ Design System ใน Figma',
      'สร้างต้นแบบที่คลิกได้และทดสอบกับผู้ใช้จริง',
    ],
    level: 'ระดับเริ่มต้น',
    layout: null,
    window: 'future',
    teacherIds: [3],
    outline: [
      ['เข้าใจผู้ใช้ก่อนออกแบบ', ['UX กับ UI ต่างกันอย่างไร', 'สัมภาษณ์และสังเกตผู้ใช้', 'สร้าง Persona และ User Journey']],
      [
        'ออกแบบด้วย Figma',
        ['รู้จักเครื่องมือใน Figma', 'Wireframe และโครงสร้างหน้า', 'สี ตัวอักษร และระยะห่าง', 'สร้าง Component และ Design System'],
      ],
      ['ต้นแบบและการทดสอบ', ['ทำ Prototype ที่คลิกได้', 'ทดสอบการใช้งานกับผู้ใช้จริง', 'ส่งต่องานให้นักพัฒนา']],
    ],
    plans: [{ name: 'ลงทะเบียนรุ่นใหม่ เรียนได้ตลอดชีพ', type: 'One-Time Payment', price: 390000, isDefault: true }],
  },
  // 7
  {
    code: 'GFX',
    title: 'กราฟิกดีไซน์สำหรับโซเชียลมีเดีย',
    titleEn: 'Graphic Design for Social Media',
    slug: 'graphic-design-for-social-media',
    categoryId: 3,
    shortDescription: 'ออกแบบโพสต์ แบนเนอร์ และปกวิดีโอให้โดดเด่นบนฟีด ด้วยหลักการออกแบบที่ใช้ได้จริง',
    paragraphs: [
      'ในโลกโซเชียลมีเดีย คุณมีเวลาเพียงไม่กี่วินาทีในการดึงความสนใจของผู้ชม คอร์สนี้สอนหลักการจัดองค์ประกอบ การใช้สี และการเลือกฟอนต์ เพื่อให้งานออกแบบของคุณโดดเด่นและสื่อสารได้ชัดเจน',
      'เรียนผ่านโปรแกรม Canva และ Adobe Express ที่ใช้งานง่าย พร้อมเทมเพลตกว่า 50 แบบสำหรับร้านค้า ร้านอาหาร และแบรนด์ส่วนตัว',
    ],
    highlights: [
      'หลักการจัดองค์ประกอบและลำดับความสำคัญของภาพ',
      'จับคู่สีและฟอนต์ภาษาไทยให้สวยงาม',
      'ออกแบบโพสต์ สตอรี่ และปกวิดีโอ',
      'ทำชุดเทมเพลตประจำแบรนด์',
    ],
    level: 'ระดับเริ่มต้น',
    layout: '1',
    window: 'closed',
    teacherIds: [3],
    outline: [
      ['หลักการออกแบบ', ['องค์ประกอบศิลป์เบื้องต้น', 'ทฤษฎีสีสำหรับงานโซเชียล', 'เลือกและจับคู่ฟอนต์ภาษาไทย']],
      [
        'ลงมือออกแบบ',
        ['ออกแบบโพสต์ขายสินค้า', 'ออกแบบสตอรี่และรีล', 'ออกแบบปกวิดีโอ YouTube', homework('การบ้าน: ชุดโพสต์ 3 ชิ้นสำหรับแบรนด์ของคุณ')],
      ],
    ],
    plans: [{ name: 'เรียนได้ 90 วัน', type: 'Actual', term: 90, unit: 'Day(s)', price: 190000, isDefault: true }],
  },
  // 8
  {
    code: 'PHOTO',
    title: 'ถ่ายภาพด้วยมือถือให้เหมือนมืออาชีพ',
    titleEn: 'Smartphone Photography Like a Pro',
    slug: 'smartphone-photography',
    categoryId: 3,
    shortDescription: 'ถ่ายภาพสินค้า อาหาร และภาพบุคคลด้วยมือถือให้สวยเหมือนมืออาชีพ พร้อมเทคนิคแต่งภาพ',
    paragraphs: [
      'ไม่ต้องมีกล้องราคาแพงก็ถ่ายภาพสวยได้ คอร์สนี้สอนวิธีใช้แสง มุมกล้อง และการจัดองค์ประกอบ เพื่อให้ภาพจากมือถือของคุณดูเป็นมืออาชีพ เหมาะทั้งพ่อค้าแม่ค้าออนไลน์และผู้ที่รักการถ่ายภาพ',
      'ไม่แน่ใจว่าเหมาะกับคุณหรือไม่ ลองเรียนก่อนได้ด้วยแพ็กเกจ 48 ชั่วโมงในราคาประหยัด',
    ],
    highlights: [
      'ตั้งค่ากล้องมือถือให้ได้ภาพคมชัด',
      'ใช้แสงธรรมชาติและแสงไฟในบ้านให้เป็น',
      'ถ่ายภาพสินค้าและอาหารให้น่าซื้อ',
      'แต่งภาพด้วย Lightroom Mobile',
    ],
    level: 'ทุกระดับ',
    layout: '3',
    window: 'none',
    teacherIds: [3, 1],
    outline: [
      ['พื้นฐานการถ่ายภาพ', ['รู้จักกล้องมือถือของคุณ', 'แสงคือหัวใจของภาพ', 'มุมกล้องและการจัดองค์ประกอบ']],
      ['ถ่ายภาพตามสถานการณ์', ['ถ่ายภาพสินค้าบนโต๊ะ', 'ถ่ายภาพอาหารให้น่ากิน', 'ถ่ายภาพบุคคลและภาพท่องเที่ยว']],
      ['แต่งภาพ', ['แต่งภาพด้วย Lightroom Mobile', 'ทำพรีเซ็ตประจำแบรนด์ของคุณ']],
    ],
    plans: [
      { name: 'ทดลองเรียน 48 ชั่วโมง', type: 'Actual', term: 48, unit: 'Hour(s)', price: 9900 },
      { name: 'เรียนได้ 6 เดือน', type: 'Period', term: 6, unit: 'Month(s)', price: 129000, isDefault: true },
    ],
  },
  // 9
  {
    code: 'ENG',
    title: 'ภาษาอังกฤษเพื่อการสื่อสารในที่ทำงาน',
    titleEn: 'English for Workplace Communication',
    slug: 'english-for-workplace-communication',
    categoryId: 4,
    shortDescription: 'พูด เขียนอีเมล และนำเสนองานเป็นภาษาอังกฤษได้อย่างมั่นใจ ด้วยสถานการณ์จริงในที่ทำงาน',
    paragraphs: [
      'หลายคนเรียนภาษาอังกฤษมานานแต่ยังไม่กล้าพูดในที่ประชุม คอร์สนี้เน้นฝึกใช้ภาษาในสถานการณ์ที่พบบ่อยในการทำงาน ตั้งแต่การแนะนำตัว การเขียนอีเมล ไปจนถึงการนำเสนองานและการต่อรอง',
      'ทุกบทมีบทสนทนาตัวอย่าง คำศัพท์และสำนวนที่ใช้ได้ทันที พร้อมแบบฝึกออกเสียงตามเจ้าของภาษา',
    ],
    highlights: [
      'แนะนำตัวและพูดคุยเรื่องงานได้อย่างเป็นธรรมชาติ',
      'เขียนอีเมลธุรกิจที่สุภาพและกระชับ',
      'ประชุมและแสดงความคิดเห็นอย่างมั่นใจ',
      'นำเสนองานเป็นภาษาอังกฤษ',
      'คำศัพท์และสำนวนที่ใช้บ่อยกว่า 500 คำ',
    ],
    level: 'ระดับกลาง',
    layout: '4',
    bestseller: true,
    window: 'open',
    meta: {
      title: 'คอร์สภาษาอังกฤษเพื่อการทำงาน | เรียนรู้ อะคาเดมี',
      description: 'ฝึกพูด เขียนอีเมล ประชุม และนำเสนองานเป็นภาษาอังกฤษ ด้วยสถานการณ์จริงในที่ทำงาน',
      keywords: 'ภาษาอังกฤษ, English for work, อีเมลภาษาอังกฤษ, คอร์สภาษาอังกฤษ',
    },
    teacherIds: [4],
    outline: [
      ['สื่อสารในชีวิตประจำวันที่ทำงาน', ['แนะนำตัวและทักทายเพื่อนร่วมงาน', 'Small Talk อย่างไรไม่ให้อึดอัด', 'การโทรศัพท์และนัดหมาย']],
      ['อีเมลและการเขียน', ['โครงสร้างอีเมลธุรกิจ', 'ขอร้องและปฏิเสธอย่างสุภาพ', 'ติดตามงานทางอีเมล', quiz('แบบทดสอบ: การเขียนอีเมล')]],
      ['ประชุมและนำเสนองาน', ['สำนวนที่ใช้ในการประชุม', 'โครงสร้างการนำเสนองาน', 'ตอบคำถามหลังการนำเสนอ', 'เทคนิคการต่อรอง']],
    ],
    plans: [
      { name: 'เรียนได้ 6 เดือน', type: 'Period', term: 6, unit: 'Month(s)', price: 250000, isDefault: true },
      { name: 'เรียนได้ 1 ปี', type: 'Period', term: 1, unit: 'Year(s)', price: 390000 },
      { name: 'ต่ออายุ 6 เดือน', type: 'Period', term: 6, unit: 'Month(s)', price: 120000, renew: true },
    ],
  },
  // 10
  {
    code: 'N5',
    title: 'ภาษาญี่ปุ่นเบื้องต้น เตรียมสอบ JLPT N5',
    titleEn: 'Japanese for Beginners (JLPT N5)',
    slug: 'japanese-for-beginners-jlpt-n5',
    categoryId: 4,
    shortDescription: 'เรียนฮิรางานะ คาตากานะ ไวยากรณ์ และคำศัพท์พื้นฐาน พร้อมเตรียมสอบ JLPT N5',
    paragraphs: [
      'คลาสเรียนสดในห้องเรียนขนาดเล็กกับอาจารย์เจ้าของภาษา เหมาะสำหรับผู้เริ่มต้นที่อยากอ่านออก เขียนได้ และสื่อสารภาษาญี่ปุ่นในชีวิตประจำวัน',
      'เรียนทุกวันเสาร์ ครั้งละ 3 ชั่วโมง รวม 10 ครั้ง ผู้เรียนจะได้รับสมุดแบบฝึก และดูวิดีโอทบทวนย้อนหลังได้',
    ],
    highlights: [
      'อ่านและเขียนฮิรางานะและคาตากานะได้ครบ',
      'ไวยากรณ์พื้นฐานระดับ N5',
      'คำศัพท์กว่า 800 คำและคันจิ 100 ตัว',
      'ฝึกฟังและพูดกับอาจารย์เจ้าของภาษา',
      'ทำข้อสอบเสมือนจริงก่อนสอบ JLPT',
    ],
    level: 'ระดับเริ่มต้น',
    durationText: 'เรียนสด 10 ครั้ง ครั้งละ 3 ชั่วโมง',
    courseType: 'onsite',
    layout: null,
    seat: 20,
    seatsTaken: 20,
    window: 'none',
    teacherIds: [5],
    outline: [
      ['ตัวอักษรญี่ปุ่น', ['ฮิรางานะ', 'คาตากานะ', 'คันจิพื้นฐาน']],
      ['ไวยากรณ์และบทสนทนา', ['ประโยคพื้นฐาน です / ます', 'คำช่วย は が を に', 'การนับและตัวเลข', 'บทสนทนาในชีวิตประจำวัน']],
      ['เตรียมสอบ JLPT N5', ['แนวข้อสอบและเทคนิคการทำข้อสอบ', 'ข้อสอบเสมือนจริง']],
    ],
    plans: [{ name: 'คลาสเรียนสด 10 ครั้ง', type: 'One-Time Payment', price: 450000, isDefault: true }],
  },
  // 11
  {
    code: 'CHN',
    title: 'ภาษาจีนกลางเพื่อธุรกิจ',
    titleEn: 'Business Mandarin Chinese',
    slug: 'business-mandarin-chinese',
    categoryId: 4,
    shortDescription: 'ภาษาจีนสำหรับการค้าขาย การประชุม และการต้อนรับคู่ค้าชาวจีน เปิดรับเฉพาะพนักงานบริษัทพันธมิตร',
    paragraphs: [
      'คอร์สพิเศษที่จัดทำร่วมกับบริษัทพันธมิตรของเรา สำหรับพนักงานที่ต้องติดต่อกับลูกค้าและคู่ค้าชาวจีน เนื้อหาครอบคลุมการแนะนำบริษัท การเจรจาราคา และมารยาททางธุรกิจแบบจีน',
      'คอร์สนี้เปิดให้ลงทะเบียนเฉพาะสมาชิกกลุ่มพนักงานบริษัทพันธมิตรเท่านั้น หากคุณเป็นพนักงานของบริษัทพันธมิตร กรุณาติดต่อฝ่ายบุคคลเพื่อยืนยันสิทธิ์',
    ],
    highlights: [
      'ออกเสียงพินอินและวรรณยุกต์ได้ถูกต้อง',
      'แนะนำตัวและแนะนำบริษัทเป็นภาษาจีน',
      'คำศัพท์การค้า การเจรจาต่อรองราคา และการสั่งซื้อ',
      'มารยาททางธุรกิจและวัฒนธรรมจีน',
    ],
    level: 'ระดับเริ่มต้น',
    layout: 'default',
    window: 'none',
    userGroups: [PARTNER_GROUP_ID],
    teacherIds: [7],
    outline: [
      ['พื้นฐานภาษาจีนกลาง', ['พินอินและวรรณยุกต์', 'ทักทายและแนะนำตัว', 'ตัวเลข วันที่ และเวลา']],
      ['ภาษาจีนในงานธุรกิจ', ['แนะนำบริษัทและสินค้า', 'เจรจาต่อรองราคา', 'การสั่งซื้อและการส่งสินค้า', 'มารยาททางธุรกิจแบบจีน']],
    ],
    plans: [{ name: 'ราคาพนักงานบริษัทพันธมิตร 6 เดือน', type: 'Period', term: 6, unit: 'Month(s)', price: 320000, isDefault: true }],
  },
  // 12: English content (course_language 'en').
  {
    code: 'THAI',
    title: 'Everyday Thai for Foreigners',
    titleEn: 'Everyday Thai for Foreigners',
    slug: 'everyday-thai-for-foreigners',
    categoryId: 4,
    shortDescription: 'Speak everyday Thai with confidence: greetings, food, shopping, taxis and polite particles.',
    paragraphs: [
      'Living in Thailand or planning a long stay? This course teaches the Thai you will actually use, from greeting your neighbours to ordering street food and bargaining at the market.',
      'Every lesson pairs clear romanisation with Thai script and comes with slow and natural-speed audio, so you can master the five tones step by step.',
      'No prior knowledge of Thai is needed. All explanations are in English.',
    ],
    highlights: [
      'Master the five Thai tones and the polite particles',
      'Greet people and make small talk',
      'Order food and drinks like a local',
      'Shop, bargain and take taxis with ease',
      'Read common signs and menus in Thai script',
    ],
    level: 'Beginner',
    layout: '1',
    window: 'none',
    language: 'en',
    teacherIds: [4],
    outline: [
      ['Getting Started', ['Welcome to Thai', 'The five tones', 'Polite particles: khrap and kha']],
      [
        'Everyday Situations',
        [
          'Greetings and small talk',
          'Ordering food and drinks',
          'Shopping and bargaining',
          'Taking taxis and asking for directions',
        ],
      ],
      ['Reading Basics', ['Thai consonants you see everywhere', 'Reading menus and signs']],
    ],
    plans: [
      { name: '3-month access', type: 'Period', term: 3, unit: 'Month(s)', price: 150000, usd: 4500, isDefault: true },
      { name: 'Lifetime access', type: 'One-Time Payment', price: 290000, usd: 8500 },
    ],
  },
  // 13
  {
    code: 'TIME',
    title: 'บริหารเวลาและเพิ่มประสิทธิภาพการทำงาน',
    titleEn: 'Time Management and Productivity',
    slug: 'time-management-and-productivity',
    categoryId: 5,
    shortDescription: 'คอร์สฟรี จัดลำดับความสำคัญ ลดการผัดวันประกันพรุ่ง และทำงานสำคัญให้เสร็จทันเวลา',
    paragraphs: [
      'งานล้นมือ ประชุมทั้งวัน แต่งานสำคัญกลับไม่คืบหน้า คอร์สนี้รวบรวมเทคนิคการบริหารเวลาที่ได้รับการพิสูจน์แล้ว ให้คุณเลือกใช้ให้เข้ากับสไตล์การทำงานของตัวเอง',
      'เรียนฟรีทุกบทเรียน เพียงสมัครสมาชิกก็เริ่มเรียนได้ทันที',
    ],
    highlights: [
      'จัดลำดับความสำคัญด้วย Eisenhower Matrix',
      'โฟกัสกับงานด้วยเทคนิค Pomodoro',
      'วางแผนรายสัปดาห์ให้ทำได้จริง',
      'ลดสิ่งรบกวนและการผัดวันประกันพรุ่ง',
    ],
    level: 'ทุกระดับ',
    layout: '4',
    window: 'none',
    teacherIds: [1],
    outline: [
      ['คิดเรื่องเวลาใหม่', ['ทำไมเราถึงไม่มีเวลา', 'จัดลำดับความสำคัญด้วย Eisenhower Matrix']],
      ['เครื่องมือเพิ่มประสิทธิภาพ', ['เทคนิค Pomodoro', 'วางแผนรายสัปดาห์', 'จัดการอีเมลและการแจ้งเตือน']],
    ],
    plans: [{ name: 'เรียนฟรี', type: 'Free', price: 0, isDefault: true }],
  },
  // 14
  {
    code: 'XLS',
    title: 'Excel สำหรับคนทำงานยุคใหม่',
    titleEn: 'Excel for Modern Professionals',
    slug: 'excel-for-modern-professionals',
    categoryId: 1,
    shortDescription: 'ใช้สูตร PivotTable และแดชบอร์ดใน Excel เพื่อทำงานได้เร็วขึ้นและตัดสินใจด้วยข้อมูล',
    paragraphs: [
      'Excel ยังคงเป็นเครื่องมือที่คนทำงานใช้มากที่สุด แต่ส่วนใหญ่ใช้ความสามารถของมันเพียงเล็กน้อย คอร์สนี้จะพาคุณไปไกลกว่าการบวกเลข สู่การวิเคราะห์ข้อมูลและทำรายงานอัตโนมัติ',
      'เรามีทุนเรียนฟรีสำหรับผู้ที่กำลังหางานและนักศึกษา สมัครผ่านแพ็กเกจทุนเรียนฟรี แล้วรอผู้ดูแลระบบอนุมัติสิทธิ์',
    ],
    highlights: [
      'สูตรที่ใช้บ่อย เช่น XLOOKUP, SUMIFS และ IF',
      'สรุปข้อมูลด้วย PivotTable',
      'สร้างแดชบอร์ดที่อัปเดตอัตโนมัติ',
      'ทำความสะอาดข้อมูลด้วย Power Query',
    ],
    level: 'ระดับกลาง',
    layout: null,
    window: 'open',
    teacherIds: [6],
    outline: [
      ['สูตรที่ต้องรู้', ['การอ้างอิงเซลล์และการตั้งชื่อช่วงข้อมูล', 'XLOOKUP และ INDEX/MATCH', 'SUMIFS และ COUNTIFS']],
      ['สรุปและนำเสนอข้อมูล', ['PivotTable ตั้งแต่เริ่มต้น', 'กราฟและการจัดรูปแบบตามเงื่อนไข', 'สร้างแดชบอร์ดยอดขาย']],
      ['ทำงานอัตโนมัติ', ['นำเข้าและแปลงข้อมูลด้วย Power Query', 'บันทึกมาโครเบื้องต้น']],
    ],
    plans: [
      { name: 'ทุนเรียนฟรี (รอการอนุมัติ)', type: 'Free', price: 0, needApproval: true },
      { name: 'เรียนได้ 6 เดือน', type: 'Period', term: 6, unit: 'Month(s)', price: 159000, isDefault: true },
    ],
  },
  // 15: a draft that must never be listed.
  {
    code: 'ML',
    title: 'Machine Learning เบื้องต้น',
    titleEn: 'Introduction to Machine Learning',
    slug: 'introduction-to-machine-learning',
    categoryId: 2,
    shortDescription: 'พื้นฐานการเรียนรู้ของเครื่องด้วย Python และ scikit-learn',
    paragraphs: [
      'คอร์สนี้อยู่ระหว่างจัดทำเนื้อหา จะพาคุณเข้าใจหลักการของ Machine Learning ตั้งแต่การเตรียมข้อมูล การเลือกโมเดล ไปจนถึงการวัดผล',
      'เหมาะสำหรับผู้ที่มีพื้นฐาน Python และการวิเคราะห์ข้อมูลมาแล้ว',
    ],
    highlights: [
      'เข้าใจประเภทของ Machine Learning',
      'เตรียมข้อมูลและแบ่งชุดข้อมูลสำหรับฝึกและทดสอบ',
      'สร้างโมเดลจำแนกประเภทด้วย scikit-learn',
      'วัดผลโมเดลอย่างถูกวิธี',
    ],
    level: 'ระดับกลาง',
    layout: null,
    window: 'none',
    published: false,
    teacherIds: [2],
    outline: [
      ['รู้จัก Machine Learning', ['Machine Learning คืออะไร', 'ประเภทของการเรียนรู้']],
      ['สร้างโมเดลแรก', ['เตรียมข้อมูลด้วย Pandas', 'โมเดลจำแนกประเภทด้วย scikit-learn', 'วัดผลโมเดล']],
    ],
    plans: [{ name: 'ราคาเปิดตัว เรียนได้ตลอดชีพ', type: 'One-Time Payment', price: 350000, isDefault: true }],
  },
];
