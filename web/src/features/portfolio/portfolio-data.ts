// The site owner's portfolio content (spec §1: the owner's content, not shop behaviour).

export const owner = {
  name: 'Md. Arif Hossain',
  roles: ['Full-Stack Developer', 'React Developer', 'MERN Stack Developer', 'Node.js Developer'],
  email: 'arif.hossain.dev@example.com',
  phone: '+880 1711-223344',
  phoneHref: 'tel:+8801711223344',
  location: 'Mirpur, Dhaka, Bangladesh',
  github: 'https://github.com/arif-hossain-dev',
  linkedin: 'https://www.linkedin.com/in/arif-hossain-dev',
  resume: { href: '/resume/md-arif-hossain-resume.pdf', fileName: 'Md-Arif-Hossain-Resume.pdf' },
  photo: '/images/portfolio/arif-hossain.svg',
};

export const hireMeHref = `mailto:${owner.email}?subject=${encodeURIComponent('Project enquiry')}`;

export interface Skill {
  name: string;
  area: 'Front end' | 'Back end' | 'Tooling';
  badge: string;
}

export const skills: Skill[] = [
  { name: 'HTML5 & CSS3', area: 'Front end', badge: 'HT' },
  { name: 'JavaScript (ES2023)', area: 'Front end', badge: 'JS' },
  { name: 'TypeScript', area: 'Front end', badge: 'TS' },
  { name: 'React', area: 'Front end', badge: 'Re' },
  { name: 'React Router', area: 'Front end', badge: 'RR' },
  { name: 'Tailwind CSS', area: 'Front end', badge: 'Tw' },
  { name: 'Node.js', area: 'Back end', badge: 'No' },
  { name: 'Express', area: 'Back end', badge: 'Ex' },
  { name: 'MongoDB', area: 'Back end', badge: 'Mo' },
  { name: 'Firebase', area: 'Back end', badge: 'Fb' },
  { name: 'Vitest & Testing Library', area: 'Tooling', badge: 'Vt' },
  { name: 'Git & GitHub', area: 'Tooling', badge: 'Gi' },
];

export interface Project {
  name: string;
  summary: string;
  stack: string[];
  live: string;
  code: string;
}

export const projects: Project[] = [
  {
    name: 'Computer Parts BD',
    summary:
      'This store: a computer-parts shop with live stock, card payments, reviews, a customer dashboard and admin tools for orders, parts and roles.',
    stack: ['React', 'TypeScript', 'Firebase', 'Stripe', 'Tailwind CSS'],
    live: 'https://computer-parts-bd.web.app',
    code: 'https://github.com/arif-hossain-dev/computer-parts-bd',
  },
  {
    name: 'Dhaka Bites',
    summary:
      'A food-delivery web app for Dhaka restaurants: menus, a cart, order tracking and JWT-protected restaurant dashboards.',
    stack: ['React', 'Node.js', 'Express', 'MongoDB', 'JWT'],
    live: 'https://dhaka-bites.netlify.app',
    code: 'https://github.com/arif-hossain-dev/dhaka-bites',
  },
  {
    name: 'StockRoom',
    summary:
      'A warehouse inventory manager: stock in and out, supplier records, low-stock alerts and per-user item lists.',
    stack: ['React', 'Express', 'MongoDB', 'Firebase Auth'],
    live: 'https://stockroom-inventory.web.app',
    code: 'https://github.com/arif-hossain-dev/stockroom',
  },
];
