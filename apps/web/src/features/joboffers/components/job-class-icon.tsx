import type { ComponentType, SVGProps } from 'react';
import type { JobClassIcon as IconKey } from '@vaga/contract';
import AppOutline from 'antd-mobile-icons/es/AppOutline';
import AppstoreOutline from 'antd-mobile-icons/es/AppstoreOutline';
import CheckShieldOutline from 'antd-mobile-icons/es/CheckShieldOutline';
import CollectMoneyOutline from 'antd-mobile-icons/es/CollectMoneyOutline';
import ContentOutline from 'antd-mobile-icons/es/ContentOutline';
import EditSOutline from 'antd-mobile-icons/es/EditSOutline';
import FaceRecognitionOutline from 'antd-mobile-icons/es/FaceRecognitionOutline';
import FlagOutline from 'antd-mobile-icons/es/FlagOutline';
import FolderOutline from 'antd-mobile-icons/es/FolderOutline';
import HeartOutline from 'antd-mobile-icons/es/HeartOutline';
import HistogramOutline from 'antd-mobile-icons/es/HistogramOutline';
import KeyOutline from 'antd-mobile-icons/es/KeyOutline';
import KoubeiOutline from 'antd-mobile-icons/es/KoubeiOutline';
import PayCircleOutline from 'antd-mobile-icons/es/PayCircleOutline';
import SetOutline from 'antd-mobile-icons/es/SetOutline';
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline';
import SmileOutline from 'antd-mobile-icons/es/SmileOutline';
import TeamOutline from 'antd-mobile-icons/es/TeamOutline';
import TruckOutline from 'antd-mobile-icons/es/TruckOutline';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

const ICONS: Record<IconKey, Icon> = {
  hotel: KeyOutline,
  casino: PayCircleOutline,
  restaurant: KoubeiOutline,
  shop: ShopbagOutline,
  construction: SetOutline,
  security: CheckShieldOutline,
  cleaning: SmileOutline,
  office: FolderOutline,
  finance: CollectMoneyOutline,
  computer: AppstoreOutline,
  medical: HeartOutline,
  education: ContentOutline,
  transport: TruckOutline,
  building: HistogramOutline,
  beauty: FaceRecognitionOutline,
  public: FlagOutline,
  design: EditSOutline,
  factory: TeamOutline,
};

/** The icon of a job-class group, by the key the server answers; a generic one for unknown keys. */
export function JobClassIcon({ icon }: { icon: string }) {
  const Component = (ICONS as Record<string, Icon>)[icon] ?? AppOutline;
  return (
    <span className="vaga-job-class__icon">
      <Component aria-hidden />
    </span>
  );
}
