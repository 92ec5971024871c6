; Inno Setup 6 script: MJScore's Windows installer.
;
;   iscc /DAppVersion=0.1.0 /DSourceDir=C:\...\dist\mjscore /DOutputDir=C:\...\dist packaging\windows\mjscore.iss
;
; Input: the PyInstaller folder (dist\mjscore, from packaging/mjscore.spec on Windows).
; Output: MJScore-<version>-windows-x64-setup.exe.
;
; Per user: installs to %LOCALAPPDATA%\Programs\MJScore with no administrator prompt, a
; Start-menu entry (and a desktop icon if ticked), and an uninstaller in Settings > Apps.
; The ledger and settings are not here: they live in the user data folder,
; %LOCALAPPDATA%\MJScore (platformdirs, mjscore_gui/paths.py), which the uninstaller leaves
; alone (there is deliberately no [UninstallDelete] section) and an upgrade never sees.

#define AppName "MJScore"
#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\mjscore"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif

[Setup]
; The AppId ties upgrades to earlier installs: never change it.
AppId={{6C1F6E4B-2B7A-4E55-9A57-3D1B6C7E5A21}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=MJScore developers
AppComments=Hong Kong mahjong scorekeeper
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
DisableDirPage=auto
; Per-user: {autopf} is then %LOCALAPPDATA%\Programs and nothing needs elevation.
PrivilegesRequired=lowest
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#OutputDir}
OutputBaseFilename={#AppName}-{#AppVersion}-windows-x64-setup
SetupIconFile=..\..\resources\icons\mjscore.ico
UninstallDisplayIcon={app}\mjscore.exe
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
; An open MJScore is asked to close before its files are replaced.
CloseApplications=yes
RestartApplications=no

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the bundle's library folder whole, so no file of an older version
; lingers beside the new one. User data is never in {app}.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\mjscore.exe"; Comment: "Hong Kong mahjong scorekeeper"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\mjscore.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\mjscore.exe"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
