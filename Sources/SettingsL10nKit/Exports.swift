@_exported import LprojMatching
@_exported import SettingsSchema
@_exported import StringsFormat
@_exported import TranslationFormats
