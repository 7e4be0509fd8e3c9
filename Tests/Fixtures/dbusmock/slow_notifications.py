'''A notification server that misbehaves in its first Notify, for testing
that it holds up nothing else. Loaded with python3 -m dbusmock -t THIS_FILE,
with -p '{"delay": SECONDS}' (default 5) to sleep that long before answering
(every Notify with "every": true), or -p '{"crash": true}' to exit in the
middle of the call.'''

import os
import time

BUS_NAME = 'org.freedesktop.Notifications'
MAIN_OBJ = '/org/freedesktop/Notifications'
MAIN_IFACE = 'org.freedesktop.Notifications'
SYSTEM_BUS = False


def load(mock, parameters):
    mock.next_id = 1
    mock.slow = True
    mock.delay = float(parameters.get('delay', 5))
    mock.crash = bool(parameters.get('crash', False))
    mock.every = bool(parameters.get('every', False))
    mock.AddMethods(MAIN_IFACE, [
        ('GetCapabilities', '', 'as', 'ret = ["body", "actions"]'),
        ('GetServerInformation', '', 'ssss', 'ret = ("slow-notify", "test", "1.0", "1.2")'),
        ('CloseNotification', 'u', '', ''),
        ('Notify', 'susssasa{sv}i', 'u', '''if self.crash:
    os._exit(1)
if self.slow:
    self.slow = self.every
    time.sleep(self.delay)
ret = self.next_id
self.next_id += 1
'''),
    ])
