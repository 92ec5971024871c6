<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_HK">
<context>
    <name>ClubFeatures</name>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_panel.py" line="137"/>
        <source>This session &amp;only</source>
        <translation>只計此牌局 (&amp;O)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_panel.py" line="140"/>
        <source>Settle up, share and count this session alone, not every session of this evening</source>
        <translation>找數、分享及統計只計此牌局，不計今晚其他牌局</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_panel.py" line="144"/>
        <source>Settle &amp;up…</source>
        <translation>找數… (&amp;U)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_panel.py" line="145"/>
        <source>S&amp;hare summary…</source>
        <translation>分享今晚總結… (&amp;H)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_panel.py" line="146"/>
        <source>&amp;What if…</source>
        <translation>假如… (&amp;W)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_panel.py" line="153"/>
        <source>&amp;Standings…</source>
        <translation>排名榜… (&amp;S)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_panel.py" line="154"/>
        <source>S&amp;tatistics…</source>
        <translation>統計… (&amp;T)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_panel.py" line="157"/>
        <source>&amp;Import nights from other laptops…</source>
        <translation>匯入其他電腦的牌局… (&amp;I)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_panel.py" line="160"/>
        <source>&amp;Export this night for the club…</source>
        <translation>匯出今晚牌局給雀會… (&amp;E)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_panel.py" line="164"/>
        <source>Score&amp;board</source>
        <translation>計分板 (&amp;B)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_panel.py" line="167"/>
        <source>Share &amp;tonight's summary…</source>
        <translation>分享今晚各枱總結… (&amp;T)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_panel.py" line="169"/>
        <source>&amp;Chart of the night</source>
        <translation>全晚走勢圖 (&amp;C)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_panel.py" line="181"/>
        <source>Nothing to settle</source>
        <translation>沒有數要找</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_panel.py" line="181"/>
        <source>No hands have been recorded in this session yet.</source>
        <translation>此牌局尚未記錄任何一局。</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_panel.py" line="199"/>
        <source>Share summary</source>
        <translation>分享今晚總結</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_panel.py" line="204"/>
        <source>PNG images (*.png)</source>
        <translation>PNG 圖片 (*.png)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_panel.py" line="207"/>
        <source>Summary copied: paste it into the group chat</source>
        <translation>總結圖已複製，可貼到群組</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_panel.py" line="212"/>
        <source>Summary saved to {0} and copied</source>
        <translation>總結圖已存到 {0}，並已複製</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_panel.py" line="214"/>
        <source>Could not write {0}</source>
        <translation>無法寫入 {0}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_panel.py" line="265"/>
        <source>No hands have been recorded tonight yet.</source>
        <translation>今晚尚未記錄任何一局。</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_panel.py" line="268"/>
        <source>Share tonight's summary</source>
        <translation>分享今晚各枱總結</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_panel.py" line="280"/>
        <source>Merged player names</source>
        <translation>已合併的玩家名字</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_panel.py" line="302"/>
        <source>Import nights</source>
        <translation>匯入牌局</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_panel.py" line="302"/>
        <source>MJScore exports (*.json)</source>
        <translation>MJScore 匯出檔 (*.json)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_panel.py" line="314"/>
        <source>{0} new nights added</source>
        <translation>新增了 {0} 晚牌局</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_panel.py" line="323"/>
        <source>Export this night</source>
        <translation>匯出今晚牌局</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/menus.py" line="63"/>
        <source>&amp;Club</source>
        <translation>雀會 (&amp;C)</translation>
    </message>
</context>
<context>
    <name>ClubFolderDialog</name>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_folder_dialog.py" line="34"/>
        <source>Club folder</source>
        <translation>雀會資料夾</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_folder_dialog.py" line="39"/>
        <source>A folder the club keeps in sync (Syncthing, Dropbox, Google Drive, OneDrive, a network share). This laptop publishes the sessions it starts from now on there, and reads every other laptop's sessions from it as read-only copies.</source>
        <translation>雀會用來同步的資料夾（Syncthing、Dropbox、Google Drive、OneDrive、共用資料夾）。此電腦由現在起開的牌局會發佈到該處，並讀入其他電腦的牌局作只讀副本。</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_folder_dialog.py" line="55"/>
        <source>&amp;Choose…</source>
        <translation>選擇… (&amp;C)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_folder_dialog.py" line="58"/>
        <source>&amp;Off</source>
        <translation>停用 (&amp;O)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_folder_dialog.py" line="60"/>
        <source>Stop publishing and reading; the files in the folder stay</source>
        <translation>停止發佈及讀入；資料夾內的檔案保留</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_folder_dialog.py" line="62"/>
        <source>&amp;Read now</source>
        <translation>立即讀入 (&amp;R)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_folder_dialog.py" line="70"/>
        <source>This laptop is the &amp;secretary's (it writes the club's club.toml)</source>
        <translation>此電腦屬於書記 (&amp;S)（由它寫雀會的 club.toml）</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_folder_dialog.py" line="90"/>
        <source>No club folder</source>
        <translation>未設雀會資料夾</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_folder_dialog.py" line="93"/>
        <source>{0}
(publishing sessions started since {1})</source>
        <translation>{0}
（發佈 {1} 之後開的牌局）</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_folder_dialog.py" line="113"/>
        <source>Choose the club folder</source>
        <translation>選擇雀會資料夾</translation>
    </message>
</context>
<context>
    <name>ClubFolderFeatures</name>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_folder_panel.py" line="137"/>
        <source>Club &amp;folder…</source>
        <translation>雀會資料夾… (&amp;F)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_folder_panel.py" line="139"/>
        <source>&amp;Tonight: the seating plan…</source>
        <translation>今晚：座位表… (&amp;T)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_folder_panel.py" line="141"/>
        <source>St&amp;art table…</source>
        <translation>開枱… (&amp;A)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_folder_panel.py" line="142"/>
        <source>Round &amp;over: where next</source>
        <translation>此輪完：下一輪去邊 (&amp;O)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_folder_panel.py" line="196"/>
        <source>Table {0}, round {1} started: {2}</source>
        <translation>第 {0} 枱、第 {1} 輪已開始：{2}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_folder_panel.py" line="213"/>
        <source>The club's ruleset {0} cannot be used ({1}); the table plays the current rules</source>
        <translation>雀會的規則 {0} 用不到（{1}）；此枱用現在的規則</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_folder_panel.py" line="244"/>
        <source>This session was not started from tonight's plan (Club ▸ Tonight ▸ Start table)</source>
        <translation>此牌局不是按今晚的座位表開的（雀會 ▸ 今晚 ▸ 開枱）</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_folder_panel.py" line="246"/>
        <source>Round {0} over, where next: {1}</source>
        <translation>第 {0} 輪完，下一輪：{1}</translation>
    </message>
</context>
<context>
    <name>ClubLink</name>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/club_link.py" line="144"/>
        <source>could not read the club folder: {0}</source>
        <translation>未能讀取雀會資料夾：{0}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/club_link.py" line="149"/>
        <source>Skipped {0}: {1}</source>
        <translation>略過 {0}：{1}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/club_link.py" line="186"/>
        <source>No club folder: nothing is published or read</source>
        <translation>未設雀會資料夾：不發佈，不讀入</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/club_link.py" line="188"/>
        <source>Not read yet</source>
        <translation>未讀入</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/club_link.py" line="189"/>
        <source>Last read {0}: {1} of this laptop's sessions published, {2} read from other laptops</source>
        <translation>最後讀入 {0}：已發佈此電腦 {1} 個牌局，讀入其他電腦 {2} 個</translation>
    </message>
</context>
<context>
    <name>ClubRosterFeatures</name>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_roster_panel.py" line="59"/>
        <source>&amp;Roster…</source>
        <translation>名單… (&amp;R)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_roster_panel.py" line="88"/>
        <source>Settle &amp;up tonight (all tables)…</source>
        <translation>今晚找數（所有枱）… (&amp;U)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/club_roster_panel.py" line="177"/>
        <source>New name at the tables: {0} is not on the club's roster; Roster… joins it to a player or adds it</source>
        <translation>枱上有新名字：{0} 不在雀會名單上；按「名單…」把它當作一位玩家，或加入名單</translation>
    </message>
</context>
<context>
    <name>CopyLock</name>
    <message>
        <location filename="../../mjscore_gui/gui/window/copy_lock.py" line="36"/>
        <source>&amp;Take over…</source>
        <translation>接手… (&amp;T)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/copy_lock.py" line="38"/>
        <source>&amp;Withdraw this session…</source>
        <translation>收回此牌局… (&amp;W)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/copy_lock.py" line="52"/>
        <source>the laptop of ledger {0}</source>
        <translation>記錄檔 {0} 的電腦</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/copy_lock.py" line="67"/>
        <source>Read-only: {0} is recorded on {1}; this window shows its copy (Session ▸ Take over…)</source>
        <translation>只讀：{0} 在 {1} 記錄；此視窗顯示的是副本（牌局 ▸ 接手…）</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/copy_lock.py" line="68"/>
        <source>this session</source>
        <translation>此牌局</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/copy_lock.py" line="77"/>
        <source>Take over {0} from {1}? This laptop records it from now on; {1}'s later changes no longer replace it here.</source>
        <translation>從 {1} 接手 {0}？由現在起由此電腦記錄；{1} 之後的改動不會再取代此處的副本。</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/copy_lock.py" line="81"/>
        <source>Taken over from {0}: record here now</source>
        <translation>已從 {0} 接手：現在在此記錄</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/copy_lock.py" line="95"/>
        <source>{0} deleted: nothing was recorded in it</source>
        <translation>已刪除 {0}：入面未有記錄</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/copy_lock.py" line="97"/>
        <source>Withdraw {0} ({1} entries) from the club folder? The other laptops drop their copy; this laptop keeps it.</source>
        <translation>從雀會資料夾收回 {0}（{1} 項）？其他電腦會刪除副本；此電腦保留。</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/copy_lock.py" line="101"/>
        <source>Withdraw this session?</source>
        <translation>收回此牌局？</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/copy_lock.py" line="103"/>
        <source>{0} withdrawn from the club folder</source>
        <translation>已從雀會資料夾收回 {0}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/copy_lock.py" line="111"/>
        <source>Take over this session?</source>
        <translation>接手此牌局？</translation>
    </message>
</context>
<context>
    <name>EntryText</name>
    <message>
        <location filename="../../mjscore_gui/gui/state/entry_text.py" line="22"/>
        <source>P{0}</source>
        <translation>罰{0}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/entry_text.py" line="31"/>
        <source>penalty {0}</source>
        <translation>罰款 {0}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/entry_text.py" line="33"/>
        <source>hand {0} (drawn)</source>
        <translation>第 {0} 局（流局）</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/entry_text.py" line="35"/>
        <source>hand {0} (false win)</source>
        <translation>第 {0} 局（詐糊）</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/entry_text.py" line="37"/>
        <source>hand {0}</source>
        <translation>第 {0} 局</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/entry_text.py" line="39"/>
        <source>the rules change</source>
        <translation>規則更改</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/entry_text.py" line="40"/>
        <source>the seat change</source>
        <translation>座位更改</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/entry_text.py" line="53"/>
        <source>; {0} pays all 包</source>
        <translation>；{0} 包</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/entry_text.py" line="54"/>
        <source> (faan only)</source>
        <translation>（只入番數）</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/entry_text.py" line="56"/>
        <source>Drawn hand 流局: nobody pays</source>
        <translation>流局：無人付錢</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/entry_text.py" line="61"/>
        <source>False win 詐糊 by {0}: pays each other player {1}</source>
        <translation>{0} 詐糊：賠每家 {1}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/entry_text.py" line="68"/>
        <source>Rules changed from the next hand: {0}</source>
        <translation>下局起更改規則：{0}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/entry_text.py" line="69"/>
        <source>no setting differs</source>
        <translation>設定無改變</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/entry_text.py" line="85"/>
        <source>{0} wins {1} points ({2} farn), self-drawn 自摸; takes from everyone</source>
        <translation>{0} 自摸 {1} 分（{2} 番），三家都要付</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/entry_text.py" line="89"/>
        <source>{0} wins {1} points ({2} farn) on {3}'s discard; takes from everyone</source>
        <translation>{0} 食 {3} 出銃 {1} 分（{2} 番），三家都要付</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/entry_text.py" line="92"/>
        <source>{0} wins {1} points ({2} farn) off {3}</source>
        <translation>{0} 食 {3} {1} 分（{2} 番）</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/entry_text.py" line="94"/>
        <source>{0} wins {1} faan, self-drawn 自摸</source>
        <translation>{0} 自摸 {1} 番</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/entry_text.py" line="96"/>
        <source>{0} wins {1} faan on {2}'s discard; everyone pays</source>
        <translation>{0} 食 {2} 出銃 {1} 番，三家都要付</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/entry_text.py" line="97"/>
        <source>{0} wins {1} faan off {2}</source>
        <translation>{0} 食 {2} {1} 番</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/entry_text.py" line="106"/>
        <source>Penalty 罰: {0} pays {1} {2}</source>
        <translation>罰款：{0} 付 {1} {2}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/entry_text.py" line="110"/>
        <source>Penalty 罰: {0} pays each other player {1}</source>
        <translation>罰款：{0} 付每家 {1}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/entry_text.py" line="117"/>
        <source>Penalty 罰: {0}</source>
        <translation>罰款：{0}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/entry_text.py" line="127"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/entry_text.py" line="127"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/entry_text.py" line="145"/>
        <source>{0}: {1} faan</source>
        <translation>{0}：{1} 番</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/entry_text.py" line="155"/>
        <source>{0} · {1}-faan minimum · {2} · cap {3}</source>
        <translation>{0} · {1} 番起糊 · {2} · 上限 {3} 番</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/pictures/hand_labels.py" line="19"/>
        <source>E{0}</source>
        <translation>東{0}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/pictures/hand_labels.py" line="20"/>
        <source>S{0}</source>
        <translation>南{0}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/pictures/hand_labels.py" line="21"/>
        <source>W{0}</source>
        <translation>西{0}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/pictures/hand_labels.py" line="22"/>
        <source>N{0}</source>
        <translation>北{0}</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../../mjscore_gui/gui/window/errors.py" line="28"/>
        <source>Something went wrong</source>
        <translation>出錯了</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/errors.py" line="30"/>
        <source>MJScore hit an unexpected error. Every recorded hand is safe; you can carry on. If this happens again, please report it with the details.</source>
        <translation>MJScore 遇到意外錯誤。所有已記錄的牌局都安全，可以繼續。如再發生，請連同詳情回報。</translation>
    </message>
</context>
<context>
    <name>FalseWinDialog</name>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/penalty_dialog.py" line="29"/>
        <source>False win 詐糊</source>
        <translation>詐糊</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/penalty_dialog.py" line="39"/>
        <source>&amp;Who:</source>
        <translation>邊位 (&amp;W)：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/penalty_dialog.py" line="40"/>
        <source>Each pays or receives:</source>
        <translation>每家付出或收取：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/penalty_dialog.py" line="41"/>
        <source>Record false win</source>
        <translation>記錄詐糊</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/penalty_dialog.py" line="58"/>
        <source>{0} declared a win they did not have: pays each other player {1} ({2} faan, the table's column). The same dealer deals again.</source>
        <translation>{0} 詐糊：俾每位其他玩家 {1}（{2} 番，本枱的數）。同一莊家再做莊。</translation>
    </message>
</context>
<context>
    <name>FlowerWinDialog</name>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/flower_win_dialog.py" line="26"/>
        <source>Flower win 花糊</source>
        <translation>花糊</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/flower_win_dialog.py" line="29"/>
        <source>Seven bonus tiles (七搶一): the player who drew the eighth pays as a discarder. All eight (八仙過海): everyone pays as for a self-drawn win.</source>
        <translation>七搶一：摸到第八隻花的人當出銃付。八仙過海：三家當自摸付。</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/flower_win_dialog.py" line="39"/>
        <source>&amp;Winner 食糊:</source>
        <translation>食糊 (&amp;W)：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/flower_win_dialog.py" line="41"/>
        <source>&amp;Seven 七搶一</source>
        <translation>七搶一 (&amp;S)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/flower_win_dialog.py" line="41"/>
        <source>&amp;Eight 八仙過海</source>
        <translation>八仙過海 (&amp;E)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/flower_win_dialog.py" line="43"/>
        <source>Bonus tiles:</source>
        <translation>花牌：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/flower_win_dialog.py" line="47"/>
        <source>Eighth &amp;drawn by:</source>
        <translation>第八隻花邊個摸 (&amp;D)：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/flower_win_dialog.py" line="56"/>
        <source>Record</source>
        <translation>記錄</translation>
    </message>
</context>
<context>
    <name>HandArea</name>
    <message>
        <location filename="../../mjscore_gui/gui/panels/hand_area.py" line="45"/>
        <source>T&amp;ype tiles:</source>
        <translation>輸入牌 (&amp;Y)：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/hand_area.py" line="48"/>
        <source>e.g. 123m 55p =CCC 5555p f1, then Enter</source>
        <translation>例如 123m 55p =CCC 5555p f1，然後按 Enter</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/hand_area.py" line="50"/>
        <source>m characters, p dots, s bamboo; E S W N winds; C F P dragons; f1-f4, s1-s4. =CCC an exposed pong, =123m an exposed chow, =5555p an exposed kong; 5555p a concealed kong; other tiles are concealed</source>
        <translation>m 萬子、p 筒子、s 索子；E S W N 東南西北；C F P 中發白；f1-f4 花、s1-s4 季。=CCC 碰出的刻子，=123m 上出的順子，=5555p 明槓；5555p 暗槓；其餘為手牌</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/hand_area.py" line="58"/>
        <source>Add</source>
        <translation>加入</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/hand_area.py" line="66"/>
        <source>Undo tile</source>
        <translation>退回一隻</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/hand_area.py" line="69"/>
        <source>Take back the last click in the hand (Backspace)</source>
        <translation>取消最後一下 (Backspace)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/hand_area.py" line="72"/>
        <source>Clear hand</source>
        <translation>清除手牌</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/hand_area.py" line="74"/>
        <source>Empty the hand being built (Esc)</source>
        <translation>清空正在輸入的手牌 (Esc)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/hand_area.py" line="97"/>
        <source>Concealed 手牌</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/hand_area.py" line="171"/>
        <source>Click tiles in the palette, or type them above.</source>
        <translation>按上面的牌，或在上面輸入。</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/hand_area.py" line="177"/>
        <source>Flowers 花</source>
        <translation>花</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/hand_area.py" line="181"/>
        <source>{0}: click to remove</source>
        <translation>{0}：按一下移除</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/hand_area.py" line="195"/>
        <source>Remove this tile</source>
        <translation>移除此牌</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/hand_area.py" line="196"/>
        <source>Winning tile</source>
        <translation>食糊牌</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/hand_area.py" line="232"/>
        <source>Hand: {0} of 14 tiles</source>
        <translation>手牌：{0} / 14 隻</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/hand_area.py" line="242"/>
        <source>Winning tile: {0}. Click a tile to change it; right-click to remove it.</source>
        <translation>食糊牌：{0}。按另一隻牌更改；右按移除。</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/hand_area.py" line="246"/>
        <source>Right-click a tile to remove it; Backspace takes back the last click.</source>
        <translation>右按牌可移除；Backspace 取消最後一下。</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/hand_area.py" line="254"/>
        <source>Chow 上</source>
        <translation>上</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/hand_area.py" line="254"/>
        <source>Pong 碰</source>
        <translation>碰</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/hand_area.py" line="254"/>
        <source>Kong 槓</source>
        <translation>槓</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/hand_area.py" line="256"/>
        <source>Concealed kong 暗槓</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/hand_area.py" line="267"/>
        <source>Remove this set</source>
        <translation>移除此組</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/hand_area.py" line="284"/>
        <source>winning tile</source>
        <translation>食糊牌</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/hand_area.py" line="285"/>
        <source>{0} (winning tile)</source>
        <translation>{0}（食糊牌）</translation>
    </message>
</context>
<context>
    <name>HandBuilder</name>
    <message>
        <location filename="../../mjscore_gui/gui/state/build_state.py" line="102"/>
        <source>That makes more than 14 tiles</source>
        <translation>這樣會超過 14 隻</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/evaluation.py" line="44"/>
        <source>{0} of 14 tiles</source>
        <translation>{0} / 14 隻</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/evaluation.py" line="73"/>
        <source>Say who discarded the winning tile</source>
        <translation>請選擇出銃者</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/evaluation.py" line="87"/>
        <source>Enter the winning hand first</source>
        <translation>請先輸入食糊的牌</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/evaluation.py" line="87"/>
        <source>no hand yet</source>
        <translation>未有手牌</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/evaluation.py" line="91"/>
        <source>Not a valid hand: {0}</source>
        <translation>不是有效的糊：{0}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/evaluation.py" line="91"/>
        <source>not a valid hand</source>
        <translation>不是有效的糊</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/evaluation.py" line="93"/>
        <source>pick the winner</source>
        <translation>請選擇食糊者</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/evaluation.py" line="96"/>
        <source>Pick who discarded the winning tile: click their box above, or choose under Discarded by</source>
        <translation>請選擇出銃者：按上面的玩家名字，或在「出銃者」選擇</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/evaluation.py" line="100"/>
        <source>pick the discarder</source>
        <translation>請選擇出銃者</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/evaluation.py" line="105"/>
        <source>Below the minimum: {0} faan needed, {1} counted</source>
        <translation>不夠起糊：需要 {0} 番，只有 {1} 番</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/evaluation.py" line="106"/>
        <source>below the minimum</source>
        <translation>不夠起糊</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/evaluation.py" line="109"/>
        <source>payment unclear</source>
        <translation>付款未能計算</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/evaluation.py" line="116"/>
        <source>Pick the winner: click their box above, or choose them under Winner</source>
        <translation>請選擇食糊者：按上面的玩家名字，或在「食糊」選擇</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/evaluation.py" line="121"/>
        <source>13 tiles, but no tile completes this hand</source>
        <translation>13 隻牌，但沒有牌可以食糊</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/evaluation.py" line="122"/>
        <source>Waiting on {0}</source>
        <translation>叫 {0}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/hand_builder.py" line="185"/>
        <source>All four {0} are already in the hand</source>
        <translation>四隻 {0} 已全部在手牌中</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/hand_builder.py" line="187"/>
        <source>The hand already has 14 tiles</source>
        <translation>手牌已有 14 隻</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/hand_builder.py" line="194"/>
        <source>{0} is already in the hand</source>
        <translation>{0} 已在手牌中</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/hand_builder.py" line="196"/>
        <source>Flowers are not in play under these rules</source>
        <translation>此規則不用花牌</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/hand_builder.py" line="202"/>
        <source>A flower cannot be part of a set</source>
        <translation>花牌不能組成一組</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/hand_builder.py" line="205"/>
        <source>Winds and dragons cannot make a chow</source>
        <translation>風牌及三元牌不能上</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/hand_builder.py" line="210"/>
        <source>A hand has at most four sets</source>
        <translation>一副牌最多四組</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/hand_builder.py" line="213"/>
        <source>Not enough {0} left for this set</source>
        <translation>{0} 不夠組成此組</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/hand_builder.py" line="250"/>
        <source>A kong is never completed by the winning tile</source>
        <translation>槓不會由食糊牌組成</translation>
    </message>
</context>
<context>
    <name>HandEdit</name>
    <message>
        <location filename="../../mjscore_gui/gui/state/hand_edit.py" line="28"/>
        <source>A rules or seat change cannot be edited; delete it and make it again</source>
        <translation>規則或座位更改不能修改；請刪除後再設定</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/hand_edit.py" line="52"/>
        <source>Editing {0}: enter the winning hand to replace the draw</source>
        <translation>修改{0}：輸入食糊的牌以取代流局</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/hand_edit.py" line="54"/>
        <source>Editing {0}</source>
        <translation>修改{0}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/hand_edit.py" line="55"/>
        <source>{0} · played under: {1}</source>
        <translation>{0} · 當時規則：{1}</translation>
    </message>
</context>
<context>
    <name>LedgerCheck</name>
    <message>
        <location filename="../../mjscore_gui/gui/window/ledger_check.py" line="85"/>
        <source>The ledger file {0} {1}.</source>
        <translation>記錄檔案 {0} {1}。</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/ledger_check.py" line="87"/>
        <source>It was kept as {0} and an empty ledger started.</source>
        <translation>已另存為 {0}，並開始新的空白記錄。</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/ledger_check.py" line="88"/>
        <source>Still readable from it:</source>
        <translation>仍可讀取的內容：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/ledger_check.py" line="94"/>
        <source>The latest backup is {0}.</source>
        <translation>最新的備份是 {0}。</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/ledger_check.py" line="95"/>
        <source>Restore the backup</source>
        <translation>還原備份</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/ledger_check.py" line="97"/>
        <source>There is no backup of it.</source>
        <translation>此檔案沒有備份。</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/ledger_check.py" line="99"/>
        <source>Start an empty ledger (the damaged file is kept)</source>
        <translation>開始新的空白記錄（保留損壞的檔案）</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/ledger_check.py" line="102"/>
        <source>Keep going read-only</source>
        <translation>繼續，只供查看</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/ledger_check.py" line="105"/>
        <source>The ledger file is damaged: it is open read-only</source>
        <translation>記錄檔案已損壞：現只供查看</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/ledger_check.py" line="121"/>
        <source>Nothing was restored: {0}</source>
        <translation>未有還原：{0}</translation>
    </message>
</context>
<context>
    <name>LedgerModel</name>
    <message>
        <location filename="../../mjscore_gui/gui/panels/ledger_view.py" line="58"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/ledger_view.py" line="58"/>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/ledger_view.py" line="58"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/ledger_view.py" line="58"/>
        <source>Faan</source>
        <translation>番</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/ledger_view.py" line="87"/>
        <source>Dealer 莊 for this hand</source>
        <translation>此局莊家</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/ledger_view.py" line="89"/>
        <source>Sat this one out (a table of five)</source>
        <translation>此局輪空（五人枱）</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/ledger_view.py" line="91"/>
        <source>This entry, then the running total</source>
        <translation>此項輸贏，然後累計</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/ledger_view.py" line="93"/>
        <source>Double-click to fix it; right-click to delete it</source>
        <translation>按兩下修改；右按刪除</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/ledger_view.py" line="109"/>
        <source>sits out</source>
        <translation>輪空</translation>
    </message>
</context>
<context>
    <name>LedgerView</name>
    <message>
        <location filename="../../mjscore_gui/gui/panels/ledger_view.py" line="198"/>
        <source>Edit this entry…</source>
        <translation>修改此項…</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/ledger_view.py" line="199"/>
        <source>Delete this entry…</source>
        <translation>刪除此記錄…</translation>
    </message>
</context>
<context>
    <name>LosersPanel</name>
    <message>
        <location filename="../../mjscore_gui/gui/panels/losers_panel.py" line="27"/>
        <source>Losers' shown sets 糊尾</source>
        <translation>輸家糊尾</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/losers_panel.py" line="40"/>
        <source>e.g. =CCC 999m EE f1</source>
        <translation>例如 =CCC 999m EE f1</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/losers_panel.py" line="42"/>
        <source>=CCC a set shown in the open; 999m EE pongs and pairs from the hand; 5555p a concealed kong; f1 a flower</source>
        <translation>=CCC 已碰出的牌；999m EE 手中的刻子及對子；5555p 暗槓；f1 花</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/losers_panel.py" line="90"/>
        <source>{0} pts, {1} farn</source>
        <translation>{0} 分 {1} 番</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/losers_panel.py" line="91"/>
        <source>{0} points ({1} farn)</source>
        <translation>{0} 分（{1} 番）</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../mjscore_gui/gui/window/editing.py" line="86"/>
        <source>Nothing undone: the session's last change ({0}) was made by another program; the window shows it now</source>
        <translation>未有還原：此牌局最後的更改（{0}）是另一個程式做的；視窗現已顯示</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/editing.py" line="95"/>
        <source>Not undone</source>
        <translation>未有還原</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/editing.py" line="112"/>
        <source>Undone: hand {0} is back in the editor; fix it and record it again</source>
        <translation>已復原：第 {0} 局已放回手牌，修改後再記錄</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/editing.py" line="118"/>
        <source>Undone</source>
        <translation>已復原</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/editing.py" line="126"/>
        <source>Redone</source>
        <translation>已重做</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/editing.py" line="145"/>
        <source>Edit</source>
        <translation>修改</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/editing.py" line="161"/>
        <source>Edit hand</source>
        <translation>修改牌局</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/editing.py" line="167"/>
        <source>Fix it, then Save (later hands re-settle) or Cancel editing</source>
        <translation>修改後按儲存（之後各局會重新結算），或取消修改</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/editing.py" line="192"/>
        <source>{0} changed; later hands re-settled</source>
        <translation>{0}已修改；之後各局已重新結算</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/editing.py" line="210"/>
        <source>Delete {0}</source>
        <translation>刪除{0}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/editing.py" line="212"/>
        <source>Delete {0}: {1}?
Later hands are settled again. Undo (Ctrl+Z) brings it back.</source>
        <translation>刪除{0}：{1}？
之後各局會重新結算。復原 (Ctrl+Z) 可取回。</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/editing.py" line="218"/>
        <source>Deleted {0}; later hands re-settled</source>
        <translation>已刪除{0}；之後各局已重新結算</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/main_window.py" line="116"/>
        <source>Drag to give the ledger more or less room</source>
        <translation>按此處上下移動，調整記錄的高度</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/main_window.py" line="139"/>
        <source>Undo</source>
        <translation>復原</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/main_window.py" line="272"/>
        <source>&amp;Undo {0}</source>
        <translation>復原 (&amp;U)：{0}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/main_window.py" line="272"/>
        <source>&amp;Undo</source>
        <translation>復原 (&amp;U)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/main_window.py" line="274"/>
        <source>&amp;Undo (the last change is another program's)</source>
        <translation>復原 (&amp;U)（最後的更改是另一個程式做的）</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/main_window.py" line="275"/>
        <source>&amp;Redo {0}</source>
        <translation>重做 (&amp;R)：{0}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/main_window.py" line="275"/>
        <source>&amp;Redo</source>
        <translation>重做 (&amp;R)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/main_window.py" line="281"/>
        <source>Session of {0}</source>
        <translation>{0} 的牌局</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/main_window.py" line="281"/>
        <source>Session</source>
        <translation>牌局</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/main_window.py" line="283"/>
        <source>{0} (read-only copy from another ledger)</source>
        <translation>{0}（另一個記錄檔的只讀副本）</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/main_window.py" line="364"/>
        <source>New session started</source>
        <translation>已開始新牌局</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/main_window.py" line="391"/>
        <source>New rules apply from the next hand</source>
        <translation>新規則由下一局開始生效</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/menus.py" line="60"/>
        <source>&amp;Session</source>
        <translation>牌局 (&amp;S)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/menus.py" line="61"/>
        <source>&amp;Edit</source>
        <translation>編輯 (&amp;E)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/menus.py" line="62"/>
        <source>&amp;Hand</source>
        <translation>此局 (&amp;H)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/menus.py" line="64"/>
        <source>&amp;Rules</source>
        <translation>規則 (&amp;R)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/menus.py" line="65"/>
        <source>&amp;View</source>
        <translation>顯示 (&amp;V)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/menus.py" line="66"/>
        <source>&amp;Help</source>
        <translation>說明 (&amp;H)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/menus.py" line="69"/>
        <source>&amp;New session…</source>
        <translation>新牌局 (&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/menus.py" line="70"/>
        <source>&amp;Resume session…</source>
        <translation>繼續舊牌局 (&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/menus.py" line="71"/>
        <source>&amp;Players and seats…</source>
        <translation>玩家及座位 (&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/menus.py" line="73"/>
        <source>&amp;Export CSV…</source>
        <translation>匯出 CSV (&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/menus.py" line="74"/>
        <source>Export &amp;JSON…</source>
        <translation>匯出 JSON (&amp;J)…</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/menus.py" line="76"/>
        <source>&amp;Quit</source>
        <translation>結束 (&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/menus.py" line="81"/>
        <source>Edit selected &amp;entry…</source>
        <translation>修改所選項目 (&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/menus.py" line="82"/>
        <source>&amp;Delete selected entry…</source>
        <translation>刪除所選項目 (&amp;D)…</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/menus.py" line="84"/>
        <source>&amp;Record hand	Enter</source>
        <translation>記錄此局 (&amp;R)	Enter</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/menus.py" line="85"/>
        <source>Record &amp;draw</source>
        <translation>記錄流局 (&amp;D)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/menus.py" line="86"/>
        <source>&amp;Faan only…</source>
        <translation>只入番數 (&amp;F)…</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/menus.py" line="87"/>
        <source>F&amp;alse win…</source>
        <translation>詐糊 (&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/menus.py" line="88"/>
        <source>&amp;Penalty…</source>
        <translation>罰款 (&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/menus.py" line="90"/>
        <source>&amp;Type tiles</source>
        <translation>輸入牌 (&amp;T)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/menus.py" line="92"/>
        <source>&amp;Rules and payouts…</source>
        <translation>規則及計分 (&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/menus.py" line="95"/>
        <source>&amp;Larger text for the far side</source>
        <translation>大字顯示 (&amp;L)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/recording.py" line="83"/>
        <source>Hand {0} recorded</source>
        <translation>已記錄第 {0} 局</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/recording.py" line="91"/>
        <source>Drawn hand {0} recorded: nobody pays</source>
        <translation>第 {0} 局流局已記錄：無人付錢</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/recording.py" line="120"/>
        <source>False win recorded as hand {0}</source>
        <translation>詐糊已記錄為第 {0} 局</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/recording.py" line="128"/>
        <source>Penalty {0} recorded</source>
        <translation>罰款 {0} 已記錄</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/recording.py" line="153"/>
        <source>Nothing to export yet</source>
        <translation>未有可匯出的牌局</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/recording.py" line="156"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 檔案 (*.csv)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/recording.py" line="156"/>
        <source>JSON files (*.json)</source>
        <translation>JSON 檔案 (*.json)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/recording.py" line="158"/>
        <source>Export {0}</source>
        <translation>匯出 {0}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/recording.py" line="176"/>
        <source>Export</source>
        <translation>匯出</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/recording.py" line="177"/>
        <source>{0} does not read back: {1}</source>
        <translation>{0} 無法讀回：{1}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/recording.py" line="180"/>
        <source>Exported to {0}</source>
        <translation>已匯出至 {0}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/recording.py" line="188"/>
        <source>Another program changed this session ({0}); the window shows it now</source>
        <translation>另一個程式已更改此牌局（{0}）；視窗現已顯示</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/recording.py" line="194"/>
        <source>Read-only: this session is a copy from another ledger; only its owner records, edits or deletes (mjscore ledger adopt {0} takes it over)</source>
        <translation>只讀：此牌局是從另一個記錄檔匯入的副本；只有原主可以記錄、修改或刪除（mjscore ledger adopt {0} 可接手）</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/recording.py" line="206"/>
        <source>Not done: another program changed this session ({0}). The window now shows it; check and try again.</source>
        <translation>未完成：另一個程式已更改此牌局（{0}）。視窗現已顯示最新內容；請檢查後再試。</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/recording.py" line="217"/>
        <source>Not recorded</source>
        <translation>未有記錄</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/recording.py" line="220"/>
        <source>Not written</source>
        <translation>未能儲存</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/rulebook_menu.py" line="28"/>
        <source>&amp;Manage rulesets…</source>
        <translation>管理規則集 (&amp;M)…</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/rulebook_menu.py" line="36"/>
        <source>&amp;Scoring rules</source>
        <translation>計番規則 (&amp;S)</translation>
    </message>
</context>
<context>
    <name>ManageRulesetsDialog</name>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rulesets_dialog.py" line="44"/>
        <source>Manage rulesets 規則集</source>
        <translation>管理規則集</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rulesets_dialog.py" line="49"/>
        <source>Presets come with the app. Copy one to make your club's own house rules; recorded sessions always keep the rules they were played under.</source>
        <translation>預設規則隨程式附上。複製一份即成你們的自訂規則；已記錄的牌局永遠保留當時的規則。</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rulesets_dialog.py" line="64"/>
        <source>&amp;Copy…</source>
        <translation>複製 (&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rulesets_dialog.py" line="65"/>
        <source>C&amp;hange rules…</source>
        <translation>修改規則 (&amp;H)…</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rulesets_dialog.py" line="66"/>
        <source>Re&amp;name…</source>
        <translation>改名 (&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rulesets_dialog.py" line="67"/>
        <source>&amp;Delete…</source>
        <translation>刪除 (&amp;D)…</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rulesets_dialog.py" line="68"/>
        <source>&amp;Import…</source>
        <translation>匯入 (&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rulesets_dialog.py" line="69"/>
        <source>E&amp;xport…</source>
        <translation>匯出 (&amp;X)…</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rulesets_dialog.py" line="70"/>
        <source>&amp;Use at this table</source>
        <translation>用於此枱 (&amp;U)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rulesets_dialog.py" line="94"/>
        <source>preset</source>
        <translation>預設</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rulesets_dialog.py" line="94"/>
        <source>house rules</source>
        <translation>自訂規則</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rulesets_dialog.py" line="142"/>
        <source>Copy as a house ruleset</source>
        <translation>複製為自訂規則</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rulesets_dialog.py" line="146"/>
        <source>Made house ruleset “{0}”. Change its rules with Change rules….</source>
        <translation>已建立自訂規則「{0}」。用「修改規則…」更改。</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rulesets_dialog.py" line="152"/>
        <source>Rename ruleset</source>
        <translation>規則集改名</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rulesets_dialog.py" line="159"/>
        <source>Presets cannot be changed; copy it to make a house ruleset of your own.</source>
        <translation>預設規則不能更改；請複製一份作為自己的自訂規則。</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rulesets_dialog.py" line="163"/>
        <source>Change house rules: {0}</source>
        <translation>修改自訂規則：{0}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rulesets_dialog.py" line="166"/>
        <source>Saved.</source>
        <translation>已儲存。</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rulesets_dialog.py" line="176"/>
        <source>Delete ruleset</source>
        <translation>刪除規則集</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rulesets_dialog.py" line="178"/>
        <source>Delete the house ruleset “{0}”? Sessions played under it keep their own copy.</source>
        <translation>刪除自訂規則「{0}」？用它打過的牌局會保留自己的一份。</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rulesets_dialog.py" line="187"/>
        <source>Deleted “{0}”.</source>
        <translation>已刪除「{0}」。</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rulesets_dialog.py" line="191"/>
        <source>Import a ruleset</source>
        <translation>匯入規則集</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rulesets_dialog.py" line="191"/>
        <source>Rulesets (*.toml)</source>
        <translation>規則集 (*.toml)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rulesets_dialog.py" line="200"/>
        <source>Added “{0}” from {1}.</source>
        <translation>已從 {1} 加入「{0}」。</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rulesets_dialog.py" line="205"/>
        <source>Export the ruleset</source>
        <translation>匯出規則集</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rulesets_dialog.py" line="213"/>
        <source>Saved to {0}; pass the file on and import it on the other laptop.</source>
        <translation>已儲存到 {0}；把檔案傳給對方，在另一部電腦匯入即可。</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rulesets_dialog.py" line="220"/>
        <source>“{0}” applies from the next hand.</source>
        <translation>「{0}」由下一局起生效。</translation>
    </message>
</context>
<context>
    <name>MoreActions</name>
    <message>
        <location filename="../../mjscore_gui/gui/panels/actions_panel.py" line="49"/>
        <source>Draw 流局</source>
        <translation>流局</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/actions_panel.py" line="51"/>
        <source>Record a drawn hand: nobody pays (Ctrl+D)</source>
        <translation>記錄流局：無人付錢 (Ctrl+D)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/actions_panel.py" line="52"/>
        <source>Flower win 花糊…</source>
        <translation>花糊…</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/actions_panel.py" line="55"/>
        <source>Record a win on seven (七搶一) or all eight (八仙過海) bonus tiles, where the rules play it</source>
        <translation>記錄七隻花（七搶一）或八隻花（八仙過海）花糊，規則有玩先得</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/actions_panel.py" line="57"/>
        <source>Faan only…</source>
        <translation>只入番數…</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/actions_panel.py" line="59"/>
        <source>Record a win by its faan, for tables that count faan themselves (Ctrl+F)</source>
        <translation>自己計番的枱：只輸入番數記錄食糊 (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/actions_panel.py" line="60"/>
        <source>False win 詐糊…</source>
        <translation>詐糊…</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/actions_panel.py" line="62"/>
        <source>Penalty 罰…</source>
        <translation>罰款…</translation>
    </message>
</context>
<context>
    <name>NameDialog</name>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rulesets_dialog.py" line="233"/>
        <source>&amp;Name:</source>
        <translation>名稱 (&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rulesets_dialog.py" line="234"/>
        <source>&amp;Chinese name:</source>
        <translation>中文名 (&amp;C)：</translation>
    </message>
</context>
<context>
    <name>NightChart</name>
    <message>
        <location filename="../../mjscore_gui/pictures/chart.py" line="210"/>
        <source>Each player's running total after every hand</source>
        <translation>每局後各玩家的累計輸贏</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/pictures/chart.py" line="244"/>
        <source>The chart starts with the first hand</source>
        <translation>記錄第一局後便有走勢圖</translation>
    </message>
</context>
<context>
    <name>NoticeStrip</name>
    <message>
        <location filename="../../mjscore_gui/gui/widgets/notice_strip.py" line="29"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/widgets/notice_strip.py" line="55"/>
        <source>({0} earlier lines)</source>
        <translation>（之前還有 {0} 行）</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <location filename="../../mjscore_gui/gui/panels/palette.py" line="51"/>
        <source>Characters 萬</source>
        <translation>萬子</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/palette.py" line="52"/>
        <source>Dots 筒</source>
        <translation>筒子</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/palette.py" line="53"/>
        <source>Bamboo 索</source>
        <translation>索子</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/palette.py" line="54"/>
        <source>Winds 風 · Dragons 三元</source>
        <translation>風牌 · 三元牌</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/palette.py" line="55"/>
        <source>Flowers 花 · Seasons 季</source>
        <translation>花 · 季</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/palette.py" line="90"/>
        <source>&amp;Tile</source>
        <translation>單隻 (&amp;T)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/palette.py" line="91"/>
        <source>Each click adds one tile; Shift+click adds a concealed chow from that tile, Ctrl+click a concealed pong</source>
        <translation>每按一下加一隻牌；Shift+按一下加入由這隻牌起的順子，Ctrl+按一下加入刻子</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/palette.py" line="96"/>
        <source>&amp;Chow 上</source>
        <translation>上 (&amp;C)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/palette.py" line="96"/>
        <source>Next click declares a chow starting at that tile</source>
        <translation>下一下宣告由該牌開始的上</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/palette.py" line="97"/>
        <source>&amp;Pong 碰</source>
        <translation>碰 (&amp;P)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/palette.py" line="97"/>
        <source>Next click declares a pong of that tile</source>
        <translation>下一下宣告該牌的碰</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/palette.py" line="98"/>
        <source>&amp;Kong 槓</source>
        <translation>明槓 (&amp;K)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/palette.py" line="98"/>
        <source>Next click declares an exposed kong of that tile</source>
        <translation>下一下宣告該牌的明槓</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/palette.py" line="101"/>
        <source>C&amp;oncealed kong 暗槓</source>
        <translation>暗槓 (&amp;O)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/palette.py" line="102"/>
        <source>Next click declares a concealed kong of that tile</source>
        <translation>下一下宣告該牌的暗槓</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/palette.py" line="134"/>
        <source>Pong 碰</source>
        <translation>碰</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/palette.py" line="135"/>
        <source>Kong 槓</source>
        <translation>槓</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/palette.py" line="136"/>
        <source>Concealed kong 暗槓</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/palette.py" line="139"/>
        <source>Chow 上 from this tile</source>
        <translation>由此牌上</translation>
    </message>
</context>
<context>
    <name>PenaltyDialog</name>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/penalty_dialog.py" line="83"/>
        <source>Penalty 罰</source>
        <translation>罰款</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/penalty_dialog.py" line="89"/>
        <source>&amp;Who pays:</source>
        <translation>邊位付 (&amp;W)：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/penalty_dialog.py" line="92"/>
        <source>&amp;To:</source>
        <translation>付給 (&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/penalty_dialog.py" line="95"/>
        <source>&amp;Amount (each):</source>
        <translation>金額（每位）(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/penalty_dialog.py" line="98"/>
        <source>e.g. exposed a tile</source>
        <translation>例如：反牌</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/penalty_dialog.py" line="99"/>
        <source>&amp;Reason:</source>
        <translation>原因 (&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/penalty_dialog.py" line="101"/>
        <source>Who pays what:</source>
        <translation>邊個俾錢：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/penalty_dialog.py" line="108"/>
        <source>Record penalty</source>
        <translation>記錄罰款</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/penalty_dialog.py" line="128"/>
        <source>{0} pays {1} {2}</source>
        <translation>{0} 俾 {1} {2}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/penalty_dialog.py" line="130"/>
        <source>{0} pays each other player {1} ({2} in all)</source>
        <translation>{0} 俾每位其他玩家 {1}（共 {2}）</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/penalty_dialog.py" line="153"/>
        <source>Each other player</source>
        <translation>其餘每位玩家</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/penalty_dialog.py" line="164"/>
        <source>Give the amount as a positive number, e.g. 8 or 0.5</source>
        <translation>請輸入正數金額，例如 8 或 0.5</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/penalty_dialog.py" line="166"/>
        <source>Say why, so the table can read it in the ledger</source>
        <translation>請寫原因，方便大家在記錄中查看</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/session_dialogs.py" line="58"/>
        <source>Who is playing?</source>
        <translation>邊四位打牌？</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/session_dialogs.py" line="58"/>
        <source>New session</source>
        <translation>新牌局</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/session_dialogs.py" line="58"/>
        <source>Players and seats</source>
        <translation>玩家及座位</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/session_dialogs.py" line="62"/>
        <source>Welcome to MJScore. Name the four players to start tonight's session; East deals first.</source>
        <translation>歡迎使用 MJScore。輸入四位玩家的名字開始牌局；東家先做莊。</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/session_dialogs.py" line="64"/>
        <source>Four players, or five taking turns to sit out; East deals first.</source>
        <translation>四位玩家，或五位輪流輪空；東家先做莊。</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/session_dialogs.py" line="66"/>
        <source>From the next hand on. A new name takes over that seat (a substitute); existing names change seats.</source>
        <translation>由下一局開始。新名字代替該座位的玩家；已有的名字則換位。</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/session_dialogs.py" line="76"/>
        <source>Session &amp;name:</source>
        <translation>牌局名稱 (&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/session_dialogs.py" line="82"/>
        <source>Keep the current rules: {0}</source>
        <translation>保留現在的規則：{0}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/session_dialogs.py" line="85"/>
        <source>&amp;Rules:</source>
        <translation>規則 (&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/session_dialogs.py" line="100"/>
        <source>optional: a fifth player</source>
        <translation>可選：第五位玩家</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/session_dialogs.py" line="102"/>
        <source>A table of five: the fifth sits out the first hand; after each hand the one who sat out takes the seat of the next in this order</source>
        <translation>五人枱：第五位首局輪空；每局後，輪空的玩家代替名單中下一位入座，由該位輪空</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/session_dialogs.py" line="108"/>
        <source>Sits out first:</source>
        <translation>首局輪空：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/session_dialogs.py" line="117"/>
        <source>Give all four players a name</source>
        <translation>請為四位玩家命名</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/session_dialogs.py" line="121"/>
        <source>The four players need four different names</source>
        <translation>四位玩家的名字要不同</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/session_dialogs.py" line="123"/>
        <source>The five players need five different names</source>
        <translation>五位玩家的名字要不同</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/session_dialogs.py" line="129"/>
        <source>Press OK again to play them as new players.</source>
        <translation>再按「確定」便以新玩家身份開始。</translation>
    </message>
</context>
<context>
    <name>QuickEntryDialog</name>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/quick_entry.py" line="31"/>
        <source>Record a win by its faan</source>
        <translation>只入番數記錄食糊</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/quick_entry.py" line="42"/>
        <source>&amp;Winner 食糊:</source>
        <translation>食糊 (&amp;W)：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/quick_entry.py" line="44"/>
        <source>&amp;Self-drawn 自摸</source>
        <translation>自摸 (&amp;S)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/quick_entry.py" line="44"/>
        <source>&amp;Discard 出銃</source>
        <translation>出銃 (&amp;D)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/quick_entry.py" line="47"/>
        <source>How:</source>
        <translation>點樣食：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/quick_entry.py" line="51"/>
        <source>D&amp;iscarded by:</source>
        <translation>出銃者 (&amp;I)：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/quick_entry.py" line="59"/>
        <source>&amp;Faan 番:</source>
        <translation>番數 (&amp;F)：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/quick_entry.py" line="60"/>
        <source>The table's minimum is {0} faan.</source>
        <translation>此枱 {0} 番起糊。</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/quick_entry.py" line="63"/>
        <source>Each pays or receives:</source>
        <translation>每家付出或收取：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/quick_entry.py" line="72"/>
        <source>Record</source>
        <translation>記錄</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/quick_entry.py" line="84"/>
        <source>Pick the winner</source>
        <translation>請選擇食糊者</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/quick_entry.py" line="86"/>
        <source>Pick who discarded the winning tile</source>
        <translation>請選擇出銃者</translation>
    </message>
</context>
<context>
    <name>RecordBox</name>
    <message>
        <location filename="../../mjscore_gui/gui/panels/actions_panel.py" line="20"/>
        <source>Record hand</source>
        <translation>記錄此局</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/actions_panel.py" line="25"/>
        <source>Cancel editing</source>
        <translation>取消修改</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/actions_panel.py" line="33"/>
        <source>Save hand {0}</source>
        <translation>儲存第 {0} 局</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/actions_panel.py" line="33"/>
        <source>Record hand  ⏎</source>
        <translation>記錄此局  ⏎</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/actions_panel.py" line="37"/>
        <source>Cannot record:
{0}</source>
        <translation>未能記錄：
{0}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/actions_panel.py" line="39"/>
        <source>Record this hand (Enter)</source>
        <translation>記錄此局 (Enter)</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <location filename="../../mjscore_gui/gui/panels/result_panel.py" line="51"/>
        <source>Total faan</source>
        <translation>總番數</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/result_panel.py" line="52"/>
        <source>faan 番</source>
        <translation>番</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/result_panel.py" line="89"/>
        <source>Payments</source>
        <translation>付款</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/result_panel.py" line="154"/>
        <source>Not a valid hand: {0}</source>
        <translation>不是有效的糊：{0}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/result_panel.py" line="184"/>
        <source>Chicken hand (no faan)</source>
        <translation>雞糊（無番）</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/result_panel.py" line="230"/>
        <source>One tile short. Waiting on (click one to complete the hand):</source>
        <translation>差一隻。叫糊（按一隻完成手牌）：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/payments.py" line="31"/>
        <source>{0} points 分</source>
        <translation>{0} 分</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/payments.py" line="33"/>
        <source>Limit hand 爆棚</source>
        <translation>爆棚</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/payments.py" line="36"/>
        <source>{0} faan counted, capped at the {1}-faan limit</source>
        <translation>共 {0} 番，以 {1} 番滿糊計</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/payments.py" line="42"/>
        <source>paid as {0} faan (the table's cap)</source>
        <translation>以 {0} 番計錢（此枱封頂）</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/payments.py" line="46"/>
        <source>Meets the {0}-faan minimum 夠起糊</source>
        <translation>夠 {0} 番起糊</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/payments.py" line="49"/>
        <source>Below the minimum 不夠起糊: {0} faan needed, {1} counted</source>
        <translation>不夠起糊：需要 {0} 番，只有 {1} 番</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/payments.py" line="85"/>
        <source>{0}: self-drawn {1} faan ({2} points), on a discard {3} faan ({4} points)</source>
        <translation>{0}：自摸 {1} 番（{2} 分），出銃 {3} 番（{4} 分）</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/payments.py" line="89"/>
        <source>{0}: self-drawn {1} faan, on a discard {2} faan</source>
        <translation>{0}：自摸 {1} 番，出銃 {2} 番</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/payments.py" line="93"/>
        <source> (below the minimum)</source>
        <translation>（不夠起糊）</translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/session_dialogs.py" line="155"/>
        <source>Resume a session</source>
        <translation>繼續舊牌局</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/session_dialogs.py" line="160"/>
        <source>{0}: {1} ({2}, started {3})</source>
        <translation>{0}：{1}（{2}，開始於 {3}）</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/session_dialogs.py" line="161"/>
        <source>Session {0}</source>
        <translation>牌局 {0}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/session_dialogs.py" line="163"/>
        <source>1 hand</source>
        <translation>已打 1 局</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/session_dialogs.py" line="163"/>
        <source>{0} hands</source>
        <translation>已打 {0} 局</translation>
    </message>
</context>
<context>
    <name>Roster</name>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/roster_book.py" line="68"/>
        <source>No club folder is set: the roster is club.toml there (Club ▸ Club folder…)</source>
        <translation>未設雀會資料夾：名單是該處的 club.toml（雀會 ▸ 雀會資料夾…）</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/roster_book.py" line="74"/>
        <source>{0}; the file is kept as it is: fix or move it, then open the roster again</source>
        <translation>{0}；檔案保留不變：修正或移走它，然後再開名單</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/roster_book.py" line="94"/>
        <source>Read only: the secretary's laptop changes the roster (Club ▸ Club folder… marks the secretary's laptop)</source>
        <translation>只供查看：名單由書記的電腦修改（在 雀會 ▸ 雀會資料夾… 設定書記的電腦）</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/roster_book.py" line="109"/>
        <source>{0} now counts as {1} at every table</source>
        <translation>{0} 現在每張枱都當作 {1} 計算</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/roster_book.py" line="113"/>
        <source>{0} counts as itself again</source>
        <translation>{0} 改回以自己的名字計算</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/roster_book.py" line="117"/>
        <source>{0} is on the roster as a guest</source>
        <translation>{0} 已加入名單，為客人</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/roster_book.py" line="119"/>
        <source>{0} is on the roster as a member</source>
        <translation>{0} 已加入名單，為會員</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/roster_book.py" line="132"/>
        <source>{0} is on the roster as written</source>
        <translation>{0} 已按所寫記入名單</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/roster_book.py" line="135"/>
        <source>{0} is off the roster</source>
        <translation>{0} 已從名單移除</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/roster_book.py" line="140"/>
        <source>{0} is now a guest</source>
        <translation>{0} 現在是客人</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/roster_book.py" line="140"/>
        <source>{0} is now a member</source>
        <translation>{0} 現在是會員</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/roster_book.py" line="157"/>
        <source>Could not write club.toml in {0}: {1}</source>
        <translation>未能寫入 {0} 的 club.toml：{1}</translation>
    </message>
</context>
<context>
    <name>RosterDialog</name>
    <message>
        <location filename="../../mjscore_gui/gui/club/roster_dialog.py" line="45"/>
        <source>Club roster</source>
        <translation>雀會名單</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/roster_dialog.py" line="61"/>
        <source>Name</source>
        <translation>名字</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/roster_dialog.py" line="62"/>
        <source>Chinese name</source>
        <translation>中文名</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/roster_dialog.py" line="63"/>
        <source>Id</source>
        <translation>編號</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/roster_dialog.py" line="64"/>
        <source>Member or guest</source>
        <translation>會員或客人</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/roster_dialog.py" line="65"/>
        <source>Also spelled</source>
        <translation>其他寫法</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/roster_dialog.py" line="76"/>
        <source>Make a &amp;guest</source>
        <translation>改為客人 (&amp;G)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/roster_dialog.py" line="78"/>
        <source>Guests are listed apart from the members in the season</source>
        <translation>季度排名中客人與會員分開列出</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/roster_dialog.py" line="87"/>
        <source>name</source>
        <translation>名</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/roster_dialog.py" line="87"/>
        <source>other spellings, comma between</source>
        <translation>其他寫法，用逗號分隔</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/roster_dialog.py" line="93"/>
        <source>guest</source>
        <translation>客人</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/roster_dialog.py" line="98"/>
        <source>Sa&amp;ve</source>
        <translation>儲存 (&amp;V)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/roster_dialog.py" line="99"/>
        <source>A&amp;dd new</source>
        <translation>新增 (&amp;D)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/roster_dialog.py" line="100"/>
        <source>Re&amp;move</source>
        <translation>移除 (&amp;M)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/roster_dialog.py" line="114"/>
        <source>Names at the tables not on the roster</source>
        <translation>各枱出現、名單上沒有的名字</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/roster_dialog.py" line="123"/>
        <source>&amp;Join to</source>
        <translation>當作 (&amp;J)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/roster_dialog.py" line="125"/>
        <source>The same person: this spelling counts as that player at every table</source>
        <translation>同一個人：每張枱上這個寫法都當作那位玩家計算</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/roster_dialog.py" line="131"/>
        <source>Chinese name (optional)</source>
        <translation>中文名（可選）</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/roster_dialog.py" line="134"/>
        <source>Add as &amp;member</source>
        <translation>加入為會員 (&amp;M)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/roster_dialog.py" line="137"/>
        <source>Add as g&amp;uest</source>
        <translation>加入為客人 (&amp;U)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/roster_dialog.py" line="165"/>
        <source>The club</source>
        <translation>雀會</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/roster_dialog.py" line="167"/>
        <source>{0}: {1} members, {2} guests</source>
        <translation>{0}：{1} 位會員，{2} 位客人</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/roster_dialog.py" line="174"/>
        <source>member</source>
        <translation>會員</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/roster_dialog.py" line="213"/>
        <source>Make a &amp;member</source>
        <translation>改為會員 (&amp;M)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/roster_dialog.py" line="273"/>
        <source>Take {0} off the roster?</source>
        <translation>把 {0} 從名單移除？</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rules_dialog.py" line="42"/>
        <source>Rules and payouts 規則</source>
        <translation>規則及計分</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rules_dialog.py" line="57"/>
        <source>&amp;Preset:</source>
        <translation>預設 (&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rules_dialog.py" line="66"/>
        <source>Table rules</source>
        <translation>枱規</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rules_dialog.py" line="70"/>
        <source>Faan of each pattern</source>
        <translation>各番種番數</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rules_dialog.py" line="79"/>
        <source>New rules apply from the next hand; recorded hands keep the rules they were played under.</source>
        <translation>新規則由下一局開始生效；已記錄的牌局保留當時的規則。</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rules_dialog.py" line="164"/>
        <source>&lt;b&gt;Pattern&lt;/b&gt;</source>
        <translation>&lt;b&gt;番種&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rules_dialog.py" line="165"/>
        <source>&lt;b&gt;Faan&lt;/b&gt; (0 = not played)</source>
        <translation>&lt;b&gt;番數&lt;/b&gt;（0 = 不計）</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rules_dialog.py" line="172"/>
        <source> (limit)</source>
        <translation>（爆棚）</translation>
    </message>
</context>
<context>
    <name>ScoringRulesDialog</name>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rules_page_dialog.py" line="30"/>
        <source>Scoring rules: {0}</source>
        <translation>計番規則：{0}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rules_page_dialog.py" line="47"/>
        <source>&amp;Save as file…</source>
        <translation>另存檔案 (&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rules_page_dialog.py" line="57"/>
        <source>Save the scoring rules</source>
        <translation>儲存計番規則</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/dialogs/rules_page_dialog.py" line="57"/>
        <source>Web page (*.html);;Markdown (*.md)</source>
        <translation>網頁 (*.html);;Markdown (*.md)</translation>
    </message>
</context>
<context>
    <name>SeasonTable</name>
    <message>
        <location filename="../../mjscore_gui/gui/club/season_table.py" line="24"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/season_table.py" line="25"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/season_table.py" line="26"/>
        <source>Nights</source>
        <translation>晚數</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/season_table.py" line="27"/>
        <source>Hands</source>
        <translation>局數</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/season_table.py" line="28"/>
        <source>Won</source>
        <translation>食糊</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/season_table.py" line="29"/>
        <source>Biggest hand</source>
        <translation>最大一鋪</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/season_table.py" line="30"/>
        <source>Table points</source>
        <translation>枱分</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/season_table.py" line="31"/>
        <source>Total</source>
        <translation>總數</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/season_table.py" line="40"/>
        <source>Not yet ranked: fewer than {0} nights</source>
        <translation>未排名：少於 {0} 晚</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/season_table.py" line="44"/>
        <source>Guests</source>
        <translation>客人</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/season_table.py" line="73"/>
        <source>{0} faan</source>
        <translation>{0} 番</translation>
    </message>
</context>
<context>
    <name>SeasonView</name>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/season_view.py" line="18"/>
        <source>table points</source>
        <translation>枱分</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/season_view.py" line="19"/>
        <source>total</source>
        <translation>總數</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/season_view.py" line="20"/>
        <source>average per night</source>
        <translation>每晚平均</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/season_view.py" line="21"/>
        <source>hands won</source>
        <translation>食糊次數</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/season_view.py" line="22"/>
        <source>biggest hand</source>
        <translation>最大一鋪</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/season_view.py" line="23"/>
        <source>nights</source>
        <translation>晚數</translation>
    </message>
</context>
<context>
    <name>SeatCombo</name>
    <message>
        <location filename="../../mjscore_gui/gui/widgets/seat_combo.py" line="24"/>
        <source>Nobody</source>
        <translation>無</translation>
    </message>
</context>
<context>
    <name>SessionCheck</name>
    <message>
        <location filename="../../mjscore_gui/gui/window/session_check.py" line="52"/>
        <source>session {0} cannot be read: {1}</source>
        <translation>無法讀取牌局 {0}：{1}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/session_check.py" line="61"/>
        <source>The stored session does not match its hands</source>
        <translation>記錄的牌局與所存的付款不符</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/session_check.py" line="73"/>
        <source>{0}. The session cannot be shown; `mjscore ledger check` lists what is wrong.</source>
        <translation>{0}。無法顯示此牌局；`mjscore ledger check` 會列出問題。</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/window/session_check.py" line="75"/>
        <source>Resume a session</source>
        <translation>繼續舊牌局</translation>
    </message>
</context>
<context>
    <name>SettleTonight</name>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/settle_tonight.py" line="67"/>
        <source>No hands have been recorded tonight yet.</source>
        <translation>今晚尚未記錄任何一局。</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/settle_tonight.py" line="74"/>
        <source>{0} at table {1}</source>
        <translation>{0}：第 {1} 枱</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/settle_tonight.py" line="76"/>
        <source>{0} at tables {1}</source>
        <translation>{0}：第 {1} 枱</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/settle_tonight.py" line="80"/>
        <source>The money does not add up across tables: they played different rules or stakes ({0}). Settle up at each table (Session ▸ Settle up…).</source>
        <translation>各枱的錢不能相加：規則或注碼不同（{0}）。請每枱各自找數（牌局 ▸ 找數…）。</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/settle_tonight.py" line="92"/>
        <source>Tonight's totals do not add up to zero, so they cannot be squared; `mjscore ledger check` lists what is wrong</source>
        <translation>今晚的總數加起來不是零，無法找清；`mjscore ledger check` 會列出問題</translation>
    </message>
</context>
<context>
    <name>SettleTonightDialog</name>
    <message>
        <location filename="../../mjscore_gui/gui/club/settle_tonight_dialog.py" line="26"/>
        <source>Settle up tonight: every table</source>
        <translation>今晚找數：所有枱</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/settle_tonight_dialog.py" line="30"/>
        <source>Evening {0}: {1} tables, {2} sessions, {3} players</source>
        <translation>晚上 {0}：{1} 枱，{2} 個牌局，{3} 位玩家</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/settle_tonight_dialog.py" line="34"/>
        <source>Tonight</source>
        <translation>今晚</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/settle_tonight_dialog.py" line="58"/>
        <source>Fewest transfers that square the evening across every table:</source>
        <translation>以最少轉賬次數找清今晚所有枱的數：</translation>
    </message>
</context>
<context>
    <name>SettleUp</name>
    <message>
        <location filename="../../mjscore_gui/club/results/settle_up.py" line="122"/>
        <source>{payer} pays {payee} {amount}</source>
        <translation>{payer} 俾 {payee} {amount}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/club/results/settle_up.py" line="130"/>
        <source>Everyone is square: nobody pays.</source>
        <translation>全部打和，唔使俾錢。</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/club/results/settle_up.py" line="139"/>
        <source>{count} transfers; at least {fewest} are needed</source>
        <translation>{count} 次俾錢；最少要 {fewest} 次</translation>
    </message>
</context>
<context>
    <name>SettleUpDialog</name>
    <message>
        <location filename="../../mjscore_gui/gui/club/settle_up_dialog.py" line="20"/>
        <source>Settle up</source>
        <translation>找數</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/settle_up_dialog.py" line="28"/>
        <source>Final totals over this evening's {0} sessions</source>
        <translation>今晚 {0} 個牌局合計</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/settle_up_dialog.py" line="30"/>
        <source>Final totals</source>
        <translation>最後結算</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/settle_up_dialog.py" line="34"/>
        <source>Fewest transfers that square the night:</source>
        <translation>以最少轉賬次數找清今晚的數：</translation>
    </message>
</context>
<context>
    <name>SituationPanel</name>
    <message>
        <location filename="../../mjscore_gui/gui/panels/situation_panel.py" line="31"/>
        <source>How it was won</source>
        <translation>點樣食糊</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/situation_panel.py" line="50"/>
        <source>&amp;Winner 食糊:</source>
        <translation>食糊 (&amp;W)：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/situation_panel.py" line="53"/>
        <source>&amp;Self-drawn 自摸</source>
        <translation>自摸 (&amp;S)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/situation_panel.py" line="53"/>
        <source>&amp;Discard 出銃</source>
        <translation>出銃 (&amp;D)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/situation_panel.py" line="57"/>
        <source>How:</source>
        <translation>點樣食：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/situation_panel.py" line="62"/>
        <source>D&amp;iscarded by:</source>
        <translation>出銃者 (&amp;I)：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/situation_panel.py" line="66"/>
        <source>A player who must pay for everyone (包), e.g. for feeding a big hand</source>
        <translation>要包全部的玩家，例如餵大牌</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/situation_panel.py" line="75"/>
        <source>Pays all (包):</source>
        <translation>包：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/situation_panel.py" line="80"/>
        <source>Robbing the kong 搶槓</source>
        <translation>搶槓</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/situation_panel.py" line="81"/>
        <source>Last tile 海底撈月</source>
        <translation>海底撈月 / 河底撈魚</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/situation_panel.py" line="82"/>
        <source>Win by kong 槓上開花</source>
        <translation>槓上開花</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/situation_panel.py" line="83"/>
        <source>Win by double kong 槓上槓</source>
        <translation>槓上槓</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/situation_panel.py" line="84"/>
        <source>Heavenly hand 天糊</source>
        <translation>天糊</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/situation_panel.py" line="85"/>
        <source>Earthly hand 地糊</source>
        <translation>地糊</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/situation_panel.py" line="94"/>
        <source>Also:</source>
        <translation>另外：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/situation_panel.py" line="147"/>
        <source>How it was won · {0} round</source>
        <translation>點樣食糊 · {0}圈</translation>
    </message>
</context>
<context>
    <name>StandingsDialog</name>
    <message>
        <location filename="../../mjscore_gui/gui/club/standings_dialog.py" line="57"/>
        <source>Club standings</source>
        <translation>雀會排名榜</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/standings_dialog.py" line="66"/>
        <source>Every night</source>
        <translation>每一晚</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/standings_dialog.py" line="68"/>
        <source>Season</source>
        <translation>季度</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/standings_dialog.py" line="72"/>
        <source>Only nights from</source>
        <translation>只計由</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/standings_dialog.py" line="88"/>
        <source>to</source>
        <translation>至</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/standings_dialog.py" line="97"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/standings_dialog.py" line="98"/>
        <source>Nights</source>
        <translation>晚數</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/standings_dialog.py" line="99"/>
        <source>Hands</source>
        <translation>局數</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/standings_dialog.py" line="100"/>
        <source>Total</source>
        <translation>總數</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/standings_dialog.py" line="101"/>
        <source>Average per night</source>
        <translation>每晚平均</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/standings_dialog.py" line="102"/>
        <source>Best night</source>
        <translation>最好一晚</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/standings_dialog.py" line="103"/>
        <source>Worst night</source>
        <translation>最差一晚</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/standings_dialog.py" line="120"/>
        <source>Save as CSV…</source>
        <translation>存成 CSV…</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/standings_dialog.py" line="122"/>
        <source>For the club's spreadsheet</source>
        <translation>給雀會的試算表</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/standings_dialog.py" line="128"/>
        <source>Same player, two spellings: count</source>
        <translation>同一玩家、兩種寫法：把</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/standings_dialog.py" line="135"/>
        <source>as</source>
        <translation>當作</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/standings_dialog.py" line="137"/>
        <source>Merge</source>
        <translation>合併</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/standings_dialog.py" line="141"/>
        <source>Unmerge</source>
        <translation>分開</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/standings_dialog.py" line="143"/>
        <source>Count the first name under its own name again</source>
        <translation>第一個名字改回以自己的名字計算</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/standings_dialog.py" line="192"/>
        <source>{0} nights, {1} players</source>
        <translation>{0} 晚，{1} 位玩家</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/standings_dialog.py" line="210"/>
        <source>{0} to {1}</source>
        <translation>{0} 至 {1}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/standings_dialog.py" line="210"/>
        <source>the first night</source>
        <translation>第一晚</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/standings_dialog.py" line="210"/>
        <source>now</source>
        <translation>現在</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/standings_dialog.py" line="211"/>
        <source>Season {0}: {1} nights; ranked by {2}</source>
        <translation>季度 {0}：{1} 晚；按{2}排名</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/standings_dialog.py" line="215"/>
        <source>; at least {0} nights to be ranked</source>
        <translation>；最少打 {0} 晚才排名</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/standings_dialog.py" line="219"/>
        <source>Not on the roster (Club ▸ Roster…): {0}</source>
        <translation>名單上沒有（雀會 ▸ 名單…）：{0}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/standings_dialog.py" line="238"/>
        <source>Save standings</source>
        <translation>儲存排名榜</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/standings_dialog.py" line="238"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 檔案 (*.csv)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/standings_dialog.py" line="247"/>
        <source>Saved to {0}</source>
        <translation>已存到 {0}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/standings_dialog.py" line="256"/>
        <source>{0} now counts as {1}</source>
        <translation>{0} 現在當作 {1} 計算</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/standings_dialog.py" line="266"/>
        <source>{0} counts under its own name again</source>
        <translation>{0} 改回以自己的名字計算</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <location filename="../../mjscore_gui/gui/club/stats_dialog.py" line="36"/>
        <source>Player statistics</source>
        <translation>玩家統計</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/stats_dialog.py" line="42"/>
        <source>This night</source>
        <translation>今晚</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/stats_dialog.py" line="43"/>
        <source>All nights</source>
        <translation>所有晚上</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/stats_dialog.py" line="52"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/stats_dialog.py" line="53"/>
        <source>Hands</source>
        <translation>局數</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/stats_dialog.py" line="54"/>
        <source>Won</source>
        <translation>食糊</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/stats_dialog.py" line="55"/>
        <source>Self-drawn</source>
        <translation>自摸</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/stats_dialog.py" line="56"/>
        <source>Paid as discarder</source>
        <translation>出銃</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/stats_dialog.py" line="57"/>
        <source>False wins</source>
        <translation>詐糊</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/stats_dialog.py" line="58"/>
        <source>Average faan</source>
        <translation>平均番數</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/stats_dialog.py" line="59"/>
        <source>Per hour</source>
        <translation>每小時</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/stats_dialog.py" line="60"/>
        <source>Total</source>
        <translation>總數</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/stats_dialog.py" line="61"/>
        <source>Biggest hand</source>
        <translation>最大一鋪</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/stats_dialog.py" line="100"/>
        <source>{0} faan ({1} {2})</source>
        <translation>{0} 番（{1} {2}）</translation>
    </message>
</context>
<context>
    <name>SummaryPicture</name>
    <message>
        <location filename="../../mjscore_gui/pictures/summary_image.py" line="41"/>
        <source>Mahjong night · {date}</source>
        <translation>麻雀晚 · {date}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/pictures/summary_image.py" line="42"/>
        <source>{n} hands</source>
        <translation>共 {n} 局</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/pictures/summary_image.py" line="43"/>
        <source>{h} h {m} min</source>
        <translation>{h} 小時 {m} 分鐘</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/pictures/summary_image.py" line="44"/>
        <source>Final totals</source>
        <translation>最後結算</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/pictures/summary_image.py" line="45"/>
        <source>Settle up</source>
        <translation>找數</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/pictures/summary_image.py" line="46"/>
        <source>Everyone is square: nobody pays.</source>
        <translation>全部打和，唔使俾錢。</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/pictures/summary_image.py" line="47"/>
        <source>The night, hand by hand</source>
        <translation>全晚走勢</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/pictures/summary_image.py" line="48"/>
        <source>Biggest hand</source>
        <translation>全晚最大一鋪</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/pictures/summary_image.py" line="49"/>
        <source>{winner} · {faan} faan · {label} · {how}</source>
        <translation>{winner} · {faan} 番 · {label} · {how}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/pictures/summary_image.py" line="50"/>
        <source>self-drawn</source>
        <translation>自摸</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/pictures/summary_image.py" line="51"/>
        <source>off {discarder}</source>
        <translation>{discarder} 出銃</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/pictures/summary_image.py" line="52"/>
        <source>Counted by its faan (no tiles entered)</source>
        <translation>只入番數（冇輸入牌）</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/pictures/summary_image.py" line="53"/>
        <source>No wins yet</source>
        <translation>未有人食糊</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/pictures/summary_image.py" line="54"/>
        <source>No hands yet</source>
        <translation>未有牌局</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../mjscore_gui/gui/state/table.py" line="332"/>
        <source>the session of {0}</source>
        <translation>{0} 的牌局</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/table.py" line="336"/>
        <source>The session shown ({0}) was withdrawn by its owner in the club folder</source>
        <translation>顯示中的牌局（{0}）已被原主從雀會資料夾收回</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/state/table.py" line="338"/>
        <source>; now showing {0}</source>
        <translation>；現在顯示 {0}</translation>
    </message>
</context>
<context>
    <name>Tonight</name>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/night_plan.py" line="37"/>
        <source>A plan for {0} is already published (evening {1}, {2} players); replace it?</source>
        <translation>{0} 已發佈了座位表（晚上 {1}，{2} 位玩家）；是否取代？</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/night_plan.py" line="80"/>
        <source>1 hand</source>
        <translation>已打 1 局</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/night_plan.py" line="80"/>
        <source>{0} hands</source>
        <translation>已打 {0} 局</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/night_plan.py" line="81"/>
        <source>Table {0}, round {1}: on {2} at {3}, {4}</source>
        <translation>第{0}枱第{1}輪：{3} 在 {2} 開始，{4}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/night_plan.py" line="137"/>
        <source>Skipped {0}: {1}</source>
        <translation>略過 {0}：{1}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/night_plan.py" line="160"/>
        <source>Type the guest's name first</source>
        <translation>請先輸入客人名字</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/night_plan.py" line="197"/>
        <source>Draw a plan first</source>
        <translation>請先排位</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/night_plan.py" line="210"/>
        <source>Not published: no club folder is set (Club ▸ Club folder…)</source>
        <translation>未發佈：未設雀會資料夾（雀會 ▸ 雀會資料夾…）</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/night_plan.py" line="221"/>
        <source>Could not write the plan into the club folder: {0}</source>
        <translation>未能把座位表寫入雀會資料夾：{0}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/night_plan.py" line="237"/>
        <source>another laptop</source>
        <translation>另一部電腦</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/night_plan.py" line="238"/>
        <source>this laptop ({0})</source>
        <translation>此電腦（{0}）</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/night_plan.py" line="267"/>
        <source>Round {0} was the last round of the plan: that is the night</source>
        <translation>第 {0} 輪是座位表最後一輪：今晚完</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/night_plan.py" line="272"/>
        <source>{0}: not in round {1}</source>
        <translation>{0}：不在第 {1} 輪</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/night_plan.py" line="274"/>
        <source>{0} → table {1} (fifth: sits out the first hand)</source>
        <translation>{0} → 第 {1} 枱（第五位：首局輪空）</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/night_plan.py" line="276"/>
        <source>{0} → table {1} ({2})</source>
        <translation>{0} → 第 {1} 枱（{2}）</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/night_plan.py" line="282"/>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/night_plan.py" line="283"/>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/night_plan.py" line="284"/>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/state/night_plan.py" line="285"/>
        <source>North</source>
        <translation>北</translation>
    </message>
</context>
<context>
    <name>TonightDialog</name>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="56"/>
        <source>Tonight: the seating plan</source>
        <translation>今晚：座位表</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="63"/>
        <source>Start this table again?</source>
        <translation>再開這張枱？</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="67"/>
        <source>Who came</source>
        <translation>今晚來的人</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="76"/>
        <source>a guest's name</source>
        <translation>客人名字</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="78"/>
        <source>&amp;Add</source>
        <translation>加入 (&amp;A)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="89"/>
        <source>Rounds:</source>
        <translation>輪數：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="94"/>
        <source>Rounds of one wind each; everyone changes table between rounds</source>
        <translation>每輪打一個圈；每輪之間各人換枱</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="96"/>
        <source>Seed (optional):</source>
        <translation>種子（可選）：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="99"/>
        <source>the same seed draws the same plan</source>
        <translation>同一種子排出同一座位表</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="102"/>
        <source>&amp;Draw</source>
        <translation>排位 (&amp;D)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="132"/>
        <source>&amp;Print…</source>
        <translation>列印… (&amp;P)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="134"/>
        <source>Save the plan as a page (HTML) and a picture (PNG), English and Chinese</source>
        <translation>把座位表存成網頁 (HTML) 及圖片 (PNG)，中英對照</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="140"/>
        <source>from round </source>
        <translation>由此輪起：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="142"/>
        <source>&amp;Redraw remaining rounds…</source>
        <translation>重排餘下的輪… (&amp;R)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="145"/>
        <source>A late arrival or an early leaver: tick who plays now; the rounds before are kept as played</source>
        <translation>有人後到或早走：選現在打牌的人；之前的輪照已打的保留</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="164"/>
        <source>Table </source>
        <translation>枱 </translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="167"/>
        <source>round </source>
        <translation>輪 </translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="168"/>
        <source>&amp;Start this table here</source>
        <translation>在此開這張枱 (&amp;S)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="171"/>
        <source>Open a new session on this laptop with the table's players in their seats</source>
        <translation>在此電腦開新牌局，這張枱的玩家按座位入座</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="197"/>
        <source> (guest)</source>
        <translation>（客人）</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="208"/>
        <source>{0} ticked</source>
        <translation>已選 {0} 人</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="216"/>
        <source>No plan yet: tick who came and Draw</source>
        <translation>未有座位表：選今晚來的人，然後排位</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="220"/>
        <source>{0}: {1} players, {2} rounds (evening {3}, seed {4})</source>
        <translation>{0}：{1} 位玩家，{2} 輪（晚上 {3}，種子 {4}）</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="225"/>
        <source>Published in the club folder: every laptop shows it</source>
        <translation>已發佈到雀會資料夾：每部電腦都會顯示</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="227"/>
        <source>Not published</source>
        <translation>未發佈</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="234"/>
        <source>Started:</source>
        <translation>已開始：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="251"/>
        <source>&amp;Start table {0}, round {1} here</source>
        <translation>在此開第 {0} 枱、第 {1} 輪 (&amp;S)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="259"/>
        <source>fifth, sits out the first hand</source>
        <translation>第五位，首局輪空</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="262"/>
        <source>Table {0}, round {1}: {2}</source>
        <translation>第 {0} 枱、第 {1} 輪：{2}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="271"/>
        <source>Start a table of tonight's plan</source>
        <translation>按今晚的座位表開枱</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="276"/>
        <source>No plan for tonight yet: draw one here, or wait for the laptop that draws it</source>
        <translation>今晚未有座位表：在此排位，或等排位的那部電腦</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="325"/>
        <source>Not published: no club folder is set (Club ▸ Club folder…); the plan is on this laptop only</source>
        <translation>未發佈：未設雀會資料夾（雀會 ▸ 雀會資料夾…）；座位表只在此電腦</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="335"/>
        <source>Not replaced: the plan published before stays</source>
        <translation>未取代：之前發佈的座位表保留</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="340"/>
        <source>Replace tonight's plan?</source>
        <translation>取代今晚的座位表？</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="349"/>
        <source>Print the seating plan</source>
        <translation>列印座位表</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="351"/>
        <source>Web pages (*.html)</source>
        <translation>網頁 (*.html)</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="368"/>
        <source>Could not write {0}: {1}</source>
        <translation>未能寫入 {0}：{1}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="371"/>
        <source>Could not write {0}</source>
        <translation>無法寫入 {0}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="373"/>
        <source>Saved {0} and {1}</source>
        <translation>已儲存 {0} 及 {1}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="385"/>
        <source>Already started: {0}. Start a second session for it here? Only one of the two will count.</source>
        <translation>已經開始：{0}。要在此再開一個牌局？兩個之中只計一個。</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/tonight_dialog.py" line="389"/>
        <source>Not started: {0}</source>
        <translation>未開：{0}</translation>
    </message>
</context>
<context>
    <name>TotalsBar</name>
    <message>
        <location filename="../../mjscore_gui/gui/panels/totals_bar.py" line="104"/>
        <source>Next hand: North round, hand 4,</source>
        <translation>下一局：北圈 第4局</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/totals_bar.py" line="121"/>
        <source>Click: the winner, then the discarder; again to clear</source>
        <translation>按一下：先選食糊者，再選出銃者；再按一下取消</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/totals_bar.py" line="158"/>
        <source>Next hand: {0}</source>
        <translation>下一局：{0}</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/totals_bar.py" line="168"/>
        <source> · Dealer 莊</source>
        <translation> · 莊家</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/totals_bar.py" line="173"/>
        <source>sits out</source>
        <translation>輪空</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/totals_bar.py" line="175"/>
        <source>not seated</source>
        <translation>不在枱</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/panels/totals_bar.py" line="180"/>
        <source>{0}'s total</source>
        <translation>{0} 的總數</translation>
    </message>
</context>
<context>
    <name>TransfersDialog</name>
    <message>
        <location filename="../../mjscore_gui/gui/club/transfers_dialog.py" line="38"/>
        <source>Copy for the group chat</source>
        <translation>複製去群組</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/transfers_dialog.py" line="53"/>
        <source>Copy in:</source>
        <translation>複製語言：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/transfers_dialog.py" line="77"/>
        <source>Copied: paste it into the group chat</source>
        <translation>已複製，可貼到群組</translation>
    </message>
</context>
<context>
    <name>WhatIfDialog</name>
    <message>
        <location filename="../../mjscore_gui/gui/club/what_if_dialog.py" line="33"/>
        <source>What if: the night under other rules</source>
        <translation>假如：以另一套規則計今晚</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/what_if_dialog.py" line="38"/>
        <source>The same hands, settled again under other rules. The ledger is not changed.</source>
        <translation>同一批牌局以另一套規則重新計數，記錄不會改動。</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/what_if_dialog.py" line="43"/>
        <source>As the session plays ({0})</source>
        <translation>按此牌局的規則（{0}）</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/what_if_dialog.py" line="46"/>
        <source>Ruleset:</source>
        <translation>規則：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/what_if_dialog.py" line="55"/>
        <source>Payout table:</source>
        <translation>計分表：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/what_if_dialog.py" line="60"/>
        <source>Minimum faan:</source>
        <translation>起糊番數：</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/what_if_dialog.py" line="65"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/what_if_dialog.py" line="65"/>
        <source>As played</source>
        <translation>實際</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/what_if_dialog.py" line="65"/>
        <source>What if</source>
        <translation>假如</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/what_if_dialog.py" line="65"/>
        <source>Difference</source>
        <translation>相差</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/club/what_if_dialog.py" line="127"/>
        <source>Hand {0} ({1}) would not count: {2}</source>
        <translation>第 {0} 局（{1}）不計：{2}</translation>
    </message>
</context>
<context>
    <name>Winds</name>
    <message>
        <location filename="../../mjscore_gui/gui/widgets/winds.py" line="10"/>
        <source>East 東</source>
        <translation>東</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/widgets/winds.py" line="11"/>
        <source>South 南</source>
        <translation>南</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/widgets/winds.py" line="12"/>
        <source>West 西</source>
        <translation>西</translation>
    </message>
    <message>
        <location filename="../../mjscore_gui/gui/widgets/winds.py" line="13"/>
        <source>North 北</source>
        <translation>北</translation>
    </message>
</context>
</TS>
