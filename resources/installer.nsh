; Included by electron-builder's NSIS installer (nsis.include in electron-builder.yml).
; SHELL_CONTEXT is HKLM for an all-users install and HKCU for a per-user one.

!macro customInstall
  WriteRegStr SHELL_CONTEXT "Software\Classes\vertaislaina" "" "URL:Vertaislaina"
  WriteRegStr SHELL_CONTEXT "Software\Classes\vertaislaina" "URL Protocol" ""
  WriteRegStr SHELL_CONTEXT "Software\Classes\vertaislaina\DefaultIcon" "" "$INSTDIR\${APP_EXECUTABLE_FILENAME},0"
  WriteRegStr SHELL_CONTEXT "Software\Classes\vertaislaina\shell\open\command" "" '"$INSTDIR\${APP_EXECUTABLE_FILENAME}" "%1"'
!macroend

!macro customUnInstall
  ; An update runs the old uninstaller first: keep the scheme so links work throughout.
  ${ifNot} ${isUpdated}
    DeleteRegKey SHELL_CONTEXT "Software\Classes\vertaislaina"
  ${endif}
!macroend
