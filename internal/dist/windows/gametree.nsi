; The Windows installer, gametree-VERSION-windows-amd64-setup.exe, for
; lab machines: scripts/dist.sh runs makensis -DVERSION=0.1.0
; -DNUMERIC=0.1.0.1 -DICON=ICO -DSRC=FOLDER -DOUT=FILE gametree.nsi, FOLDER holding
; gametree.exe, gametree.com and README.txt.
;
; It installs for every user of the machine (it asks for administrator
; rights) into Program Files\gametree, with a Start-menu entry, a desktop
; shortcut if chosen (/DESKTOP in silent mode) and an uninstaller in
; Apps & Features. /S installs silently; uninstall.exe /S removes it
; silently. A 64-bit installer (Target amd64-unicode), as the program is.
Target amd64-unicode
!include "MUI2.nsh"
!include "FileFunc.nsh"
!include "LogicLib.nsh"
!include "Sections.nsh"

Name "gametree ${VERSION}"
OutFile "${OUT}"
InstallDir "$PROGRAMFILES64\gametree"
RequestExecutionLevel admin
SetCompressor /SOLID lzma
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\gametree"

VIProductVersion "${NUMERIC}"
VIAddVersionKey "ProductName" "gametree"
VIAddVersionKey "FileDescription" "gametree installer"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "CompanyName" "gametree"
VIAddVersionKey "LegalCopyright" "the gametree authors"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Romanian"
!insertmacro MUI_LANGUAGE "Italian"

Section "gametree" SecProgram
  SectionIn RO
  SetOutPath "$INSTDIR"
  File "${SRC}\gametree.exe"
  File "${SRC}\gametree.com"
  File "${SRC}\README.txt"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateShortcut "$SMPROGRAMS\gametree.lnk" "$INSTDIR\gametree.exe"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayName" "gametree"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "Publisher" "gametree"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\gametree.exe"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKLM "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "EstimatedSize" $0
SectionEnd

Section /o "Desktop shortcut" SecDesktop
  CreateShortcut "$DESKTOP\gametree.lnk" "$INSTDIR\gametree.exe"
SectionEnd

Function .onInit
  SetShellVarContext all
  SetRegView 64
  ${GetParameters} $0
  ClearErrors
  ${GetOptions} $0 "/DESKTOP" $1
  ${IfNot} ${Errors}
    SectionSetFlags ${SecDesktop} ${SF_SELECTED}
  ${EndIf}
FunctionEnd

Function un.onInit
  SetShellVarContext all
  SetRegView 64
FunctionEnd

Section "Uninstall"
  Delete "$SMPROGRAMS\gametree.lnk"
  Delete "$DESKTOP\gametree.lnk"
  Delete "$INSTDIR\gametree.exe"
  Delete "$INSTDIR\gametree.com"
  Delete "$INSTDIR\README.txt"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKLM "${UNINSTALL_KEY}"
SectionEnd
