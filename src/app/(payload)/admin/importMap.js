import { PageSlugField as PageSlugField_2a1035df1efd415f5435949a88f04b76 } from '@/components/admin/PageSlugField'
import { YesNoCell as YesNoCell_93cbdbe04b9517ce5a0059dffb93f803 } from '@/components/admin/YesNoCell'
import { PageLinksHere as PageLinksHere_8a3a14b8e8a00b26e081cc81f9815a79 } from '@/collections/Pages/components/PageLinksHere'
import { DraftStatus as DraftStatus_02f260c98f39d2b76ed3513be3316a6c } from '@/components/admin/DraftStatus'
import { TwoStepSignInCell as TwoStepSignInCell_686dc3f0e96fa3ab3a57f1a92a46f7f7 } from '@/collections/Users/components/TwoStepSignIn'
import { TwoStepSignIn as TwoStepSignIn_686dc3f0e96fa3ab3a57f1a92a46f7f7 } from '@/collections/Users/components/TwoStepSignIn'
import { DealerImport as DealerImport_51b2947f51ea265076c09f199101b4fc } from '@/components/admin/DealerImport'
import { LeadSummary as LeadSummary_153521e25ae25ec9c801244af83a1947 } from '@/components/admin/LeadSummary'
import { RetryDeliveryButton as RetryDeliveryButton_8fa21693071efd243df0d69b7674319b } from '@/collections/Leads/components/RetryDeliveryButton'
import { LeadSourceCell as LeadSourceCell_cad1458e7b47870b7967e412154e3d7b } from '@/components/admin/LeadSourceCell'
import { DealersCoveredField as DealersCoveredField_290aeb95555d2e66f8c8b4d74b241ca8 } from '@/components/admin/DealersCoveredField'
import { ExportCsvLink as ExportCsvLink_57aa08c12924e2a79f1535115e6408d9 } from '@/collections/Leads/components/ExportCsvLink'
import { PoolSupply as PoolSupply_05dba4fc9ca1a67fd3778d1f77694724 } from '@/collections/PhoneNumberPools/components/PoolSupply'
import { ExperimentResults as ExperimentResults_1b65df8db6db09472260323dce0a8ec3 } from '@/collections/Experiments/components/ExperimentResults'
import { PriceCell as PriceCell_5f4598cde5ccff61871e267c42cb1c7e } from '@/components/admin/PriceCell'
import { RowLabel as RowLabel_7f4fa5fc68fb5a0a92393f6444a57fbd } from '@/components/admin/RowLabel'
import { BlockRowLabel as BlockRowLabel_7ad183b692c0c5d6e82e55aea4709e4b } from '@/components/admin/BlockRowLabel'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockPickerDescriptions as BlockPickerDescriptions_1c5dfcf752083122577fcfa1ed5579e2 } from '@/blocks/BlockPickerDescriptions'
import { BrandIcon as BrandIcon_fdde1a7372eec1da32aa0dffe20d487c } from '@/globals/SiteSettings/components/BrandLogo'
import { BrandLogo as BrandLogo_fdde1a7372eec1da32aa0dffe20d487c } from '@/globals/SiteSettings/components/BrandLogo'
import { LeadsDashboard as LeadsDashboard_27f8bb2f05245710dcdfa247f071231d } from '@/collections/Leads/components/dashboard/LeadsDashboard'
import { SignInView as SignInView_0e56d618b0b5c6115972512ab7b8ad2d } from '@/collections/Users/components/SignInView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/components/admin/PageSlugField#PageSlugField": PageSlugField_2a1035df1efd415f5435949a88f04b76,
  "@/components/admin/YesNoCell#YesNoCell": YesNoCell_93cbdbe04b9517ce5a0059dffb93f803,
  "@/collections/Pages/components/PageLinksHere#PageLinksHere": PageLinksHere_8a3a14b8e8a00b26e081cc81f9815a79,
  "@/components/admin/DraftStatus#DraftStatus": DraftStatus_02f260c98f39d2b76ed3513be3316a6c,
  "@/collections/Users/components/TwoStepSignIn#TwoStepSignInCell": TwoStepSignInCell_686dc3f0e96fa3ab3a57f1a92a46f7f7,
  "@/collections/Users/components/TwoStepSignIn#TwoStepSignIn": TwoStepSignIn_686dc3f0e96fa3ab3a57f1a92a46f7f7,
  "@/components/admin/DealerImport#DealerImport": DealerImport_51b2947f51ea265076c09f199101b4fc,
  "@/components/admin/LeadSummary#LeadSummary": LeadSummary_153521e25ae25ec9c801244af83a1947,
  "@/collections/Leads/components/RetryDeliveryButton#RetryDeliveryButton": RetryDeliveryButton_8fa21693071efd243df0d69b7674319b,
  "@/components/admin/LeadSourceCell#LeadSourceCell": LeadSourceCell_cad1458e7b47870b7967e412154e3d7b,
  "@/components/admin/DealersCoveredField#DealersCoveredField": DealersCoveredField_290aeb95555d2e66f8c8b4d74b241ca8,
  "@/collections/Leads/components/ExportCsvLink#ExportCsvLink": ExportCsvLink_57aa08c12924e2a79f1535115e6408d9,
  "@/collections/PhoneNumberPools/components/PoolSupply#PoolSupply": PoolSupply_05dba4fc9ca1a67fd3778d1f77694724,
  "@/collections/Experiments/components/ExperimentResults#ExperimentResults": ExperimentResults_1b65df8db6db09472260323dce0a8ec3,
  "@/components/admin/PriceCell#PriceCell": PriceCell_5f4598cde5ccff61871e267c42cb1c7e,
  "@/components/admin/RowLabel#RowLabel": RowLabel_7f4fa5fc68fb5a0a92393f6444a57fbd,
  "@/components/admin/BlockRowLabel#BlockRowLabel": BlockRowLabel_7ad183b692c0c5d6e82e55aea4709e4b,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/blocks/BlockPickerDescriptions#BlockPickerDescriptions": BlockPickerDescriptions_1c5dfcf752083122577fcfa1ed5579e2,
  "@/globals/SiteSettings/components/BrandLogo#BrandIcon": BrandIcon_fdde1a7372eec1da32aa0dffe20d487c,
  "@/globals/SiteSettings/components/BrandLogo#BrandLogo": BrandLogo_fdde1a7372eec1da32aa0dffe20d487c,
  "@/collections/Leads/components/dashboard/LeadsDashboard#LeadsDashboard": LeadsDashboard_27f8bb2f05245710dcdfa247f071231d,
  "@/collections/Users/components/SignInView#SignInView": SignInView_0e56d618b0b5c6115972512ab7b8ad2d,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
