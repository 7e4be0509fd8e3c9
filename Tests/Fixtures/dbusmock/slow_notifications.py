'''A notification server that takes 5 seconds to answer its first Notify,
for testing that one slow answer holds up nothing else. Loaded with
python3 -m dbusmock -t THIS_FILE.'''

import time

BUS_NAME = 'org.freedesktop.Notifications'
MAIN_OBJ = '/org/freedesktop/Notifications'
MAIN_IFACE = 'org.freedesktop.Notifications'
SYSTEM_BUS = False


def load(mock, parameters):
    mock.next_id = 1
    mock.slow = True
    mock.AddMethods(MAIN_IFACE, [
        ('GetCapabilities', '', 'as', 'ret = ["body", "actions"]'),
        ('GetServerInformation', '', 'ssss', 'ret = ("slow-notify", "test", "1.0", "1.2")'),
        ('CloseNotification', 'u', '', ''),
        ('Notify', 'susssasa{sv}i', 'u', '''if self.slow:
    self.slow = False
    time.sleep(5)
ret = self.next_id
self.next_id += 1
'''),
    ])
