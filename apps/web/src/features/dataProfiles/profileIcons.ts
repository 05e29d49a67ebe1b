import { createElement } from 'react';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import MeetingRoomOutlinedIcon from '@mui/icons-material/MeetingRoomOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import SportsSoccerOutlinedIcon from '@mui/icons-material/SportsSoccerOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type { DATA_PROFILE_ICONS } from '@schooldog/domain';

/** Each icon a profile may show (the domain's DATA_PROFILE_ICONS); another stored name shows as a place. */
export const PROFILE_ICONS: Record<(typeof DATA_PROFILE_ICONS)[number], typeof SvgIcon> = {
  place: PlaceOutlinedIcon,
  meeting_room: MeetingRoomOutlinedIcon,
  apartment: ApartmentOutlinedIcon,
  school: SchoolOutlinedIcon,
  sports: SportsSoccerOutlinedIcon,
};

export const profileIconOf = (icon: string): typeof SvgIcon =>
  PROFILE_ICONS[icon as keyof typeof PROFILE_ICONS] ?? PlaceOutlinedIcon;

/** A profile's icon, small and grey beside its name. */
export const ProfileIcon = ({ icon }: { icon: string }) =>
  createElement(profileIconOf(icon), { fontSize: 'small', color: 'action' });
