import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsString, IsUrl, Matches, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { TIERS, type Tier } from '../../domain/partner.js';

export class PartnerResponse {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ enum: TIERS }) tier: Tier;
  @ApiProperty() description: string;
  @ApiProperty() websiteUrl: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'https, or a file of the site under /partners/; null: show a monogram',
  })
  logoUrl: string | null;
  @ApiProperty({ description: 'Order within the tier (1 first)' }) position: number;
}

export class PartnerTierResponse {
  @ApiProperty({ enum: TIERS }) tier: Tier;
  @ApiProperty() label: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: [PartnerResponse] }) partners: PartnerResponse[];
}

export class PartnersByTierResponse {
  @ApiProperty({ type: [PartnerTierResponse], description: 'Tiers with active partners, in tier order' })
  tiers: PartnerTierResponse[];
}

export class AdminPartnerResponse extends PartnerResponse {
  @ApiProperty() active: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
}

export class AdminPartnerListResponse {
  @ApiProperty({
    type: [AdminPartnerResponse],
    description: 'Every partner, inactive ones included, by tier then position',
  })
  items: AdminPartnerResponse[];
}

export class PartnerBody {
  @ApiProperty({ minLength: 2, maxLength: 100 }) @IsString() @MinLength(2) @MaxLength(100) name: string;
  @ApiProperty({ enum: TIERS }) @IsIn(TIERS) tier: Tier;
  @ApiProperty({ minLength: 20, maxLength: 600, description: 'What the organisation does, told truthfully' })
  @IsString()
  @MinLength(20)
  @MaxLength(600)
  description: string;
  @ApiProperty({ maxLength: 2048, example: 'https://www.freecodecamp.org/', description: 'https, a public host' })
  @IsString()
  @MaxLength(2048)
  @IsUrl(
    { protocols: ['https'], require_protocol: true, require_tld: false },
    { message: 'websiteUrl must be an https URL' },
  )
  websiteUrl: string;
  @ApiProperty({
    type: String,
    nullable: true,
    maxLength: 2048,
    example: '/partners/example.svg',
    description: 'An https URL on a public host or a file under /partners/; null draws a monogram',
  })
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @MaxLength(2048)
  @Matches(/^(https:\/\/|\/partners\/)/, { message: 'logoUrl is an https URL or a file under /partners/' })
  logoUrl: string | null;
  @ApiProperty({ description: 'Shown on /partners' }) @IsBoolean() active: boolean;
}

export class MovePartnerBody {
  @ApiProperty({ enum: ['up', 'down'], description: 'Towards the start (up) or the end (down) of its tier' })
  @IsIn(['up', 'down'])
  direction: 'up' | 'down';
}
